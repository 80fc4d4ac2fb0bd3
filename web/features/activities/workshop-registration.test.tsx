import { Theme } from '@radix-ui/themes';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RegistrationPhase } from '#web/graphql/graphql';
import { WorkshopRegistrationButton, workshopRegistrationLabel } from './workshop-registration';

afterEach(cleanup);

const open = { id: '7', full: false, cancelled: false };
/** The wizard's workshop page for session 7 (the router writes search values as JSON; plain ids work too). */
const WIZARD_LINK = /^\/register\/workshops\/status-games\?session=(7|%227%22)$/;

async function renderButton(
  phase: RegistrationPhase,
  session: { id: string; full: boolean; cancelled: boolean } = open,
  when?: string,
) {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <main>
          <h1>Workshop</h1>
          <WorkshopRegistrationButton phase={phase} slug="status-games" session={session} when={when} />
        </main>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <Theme>
      <RouterProvider router={router} />
    </Theme>,
  );
  await screen.findByRole('heading', { name: 'Workshop' });
}

describe('the register or rank button on a workshop page, by phase [issue 28]', () => {
  it('earlybird: "Rank this workshop", opening the workshop in the registration wizard', async () => {
    await renderButton('Earlybird');
    const link = screen.getByRole('link', { name: 'Rank this workshop' });
    expect(link.getAttribute('href')).toMatch(WIZARD_LINK);
  });

  it('general: "Register for this workshop", or "Join the waitlist" once the session is full', async () => {
    await renderButton('General');
    expect(screen.getByRole('link', { name: 'Register for this workshop' }).getAttribute('href')).toMatch(
      WIZARD_LINK,
    );
    cleanup();
    await renderButton('General', { ...open, full: true });
    expect(screen.getByRole('link', { name: 'Join the waitlist' })).toBeTruthy();
  });

  it('pending, the lottery’s pause and closed: nothing to press', async () => {
    for (const phase of ['Pending', 'Paused', 'Closed'] as const) {
      await renderButton(phase);
      expect(screen.queryByRole('link')).toBeNull();
      cleanup();
    }
  });

  it('a cancelled session offers nothing in any phase; a workshop run twice names the day', async () => {
    for (const phase of ['Pending', 'Earlybird', 'Paused', 'General', 'Closed'] as const) {
      expect(workshopRegistrationLabel(phase, { full: false, cancelled: true })).toBeNull();
    }
    await renderButton('Earlybird', open, 'Saturday, 9 October');
    expect(screen.getByRole('link', { name: 'Rank this workshop, Saturday, 9 October' })).toBeTruthy();
  });
});
