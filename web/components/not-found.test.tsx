import { Theme } from '@radix-ui/themes';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NotFound, NotFoundPage } from './not-found';

afterEach(cleanup);

describe('not-found views', () => {
  it('the full page says Oops! and that the page could not be found [NF-1]', async () => {
    const router = createRouter({
      routeTree: createRootRoute({ component: NotFoundPage }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    render(
      <Theme>
        <RouterProvider router={router} />
      </Theme>,
    );
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeTruthy();
    expect(screen.getByText('Sorry, we couldn’t find that page.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the festival' }).getAttribute('href')).toBe('/');
  });

  it('the generic fallback is a "Not Found" paragraph [NF-2]', () => {
    render(<NotFound />);
    expect(screen.getByText('Not Found').tagName).toBe('P');
  });
});
