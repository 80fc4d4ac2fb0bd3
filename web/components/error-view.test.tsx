import { Theme } from '@radix-ui/themes';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorView } from './error-view';

afterEach(cleanup);

describe('error view', () => {
  it('says Something went wrong! and shows or hides the message on request [ER-1]', () => {
    render(
      <Theme>
        <ErrorView error={new Error('Response not successful: Received status code 500')} />
      </Theme>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong!' })).toBeTruthy();
    expect(screen.queryByText(/Received status code 500/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show Error' }));
    expect(screen.getByText('Response not successful: Received status code 500')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide Error' }));
    expect(screen.queryByText(/Received status code 500/)).toBeNull();
  });
});
