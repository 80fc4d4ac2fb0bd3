import { isNotFound, isRedirect } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { saveCredentials } from '#web/lib/auth';
import { Route as ResetPassword } from './_logged-out/reset_password';
import { Route as LoggedOut } from './_logged-out/route';
import { Route as AdminActivity } from './admin/$activityType/$slug/route';
import { Route as AdminActivityList } from './admin/$activityType/index';
import { Route as AllocationDay } from './admin/allocations/$date';

/**
 * The routing rules themselves, called as the router calls them: search defaults, where a logged-in
 * visitor is sent, and which segments are not found. Browser journeys cover the pages around them.
 */
type Options = Record<string, unknown>;
const options = (route: { options: unknown }) => route.options as Options;

/** The route's search validation, called the way the router calls it (a function or a Standard Schema). */
function searchOf(route: { options: unknown }) {
  const validate = options(route).validateSearch as
    | ((search: unknown) => unknown)
    | { '~standard': { validate: (value: unknown) => { value?: unknown; issues?: unknown } } };
  return (search: unknown) => {
    if (typeof validate === 'function') return validate(search);
    const result = validate['~standard'].validate(search);
    if (result.issues) throw new Error('search refused');
    return result.value;
  };
}

function thrownBy(call: () => unknown): unknown {
  try {
    call();
  } catch (thrown) {
    return thrown;
  }
  return undefined;
}

async function rejectionOf(call: () => Promise<unknown>): Promise<unknown> {
  try {
    await call();
  } catch (thrown) {
    return thrown;
  }
  return undefined;
}

describe('/reset_password search [RT-2]', () => {
  const validate = searchOf(ResetPassword);

  it('defaults the token to "" and the redirect to "/"', () => {
    expect(validate({})).toEqual({ token: '', redirect: '/' });
  });

  it('keeps given values and falls back when they have the wrong type', () => {
    expect(validate({ token: 'abc', redirect: '/register' })).toEqual({
      token: 'abc',
      redirect: '/register',
    });
    expect(validate({ token: 42, redirect: ['x'] })).toEqual({ token: '', redirect: '/' });
  });
});

describe('logged-out pages [RT-1] [RT-2]', () => {
  const validate = searchOf(LoggedOut);
  const beforeLoad = options(LoggedOut).beforeLoad as (args: unknown) => Promise<unknown>;
  const apolloAnswering = (currentUser: unknown) => ({ query: async () => ({ data: { currentUser } }) });
  const participant = { id: '1', name: 'Aroha', permissions: [] };

  afterEach(() => localStorage.clear());

  function loggedIn() {
    // getCurrentUser asks the server only when credentials are stored.
    saveCredentials({ accessToken: 't', client: 'c', uid: 'u' });
  }

  it('takes an optional redirect', () => {
    expect(validate({})).toEqual({ redirect: undefined });
    expect(validate({ redirect: '/register' })).toEqual({ redirect: '/register' });
  });

  it('lets a logged-out visitor in', async () => {
    const thrown = await rejectionOf(() =>
      beforeLoad({ context: { apollo: apolloAnswering(null) }, search: { redirect: '/register' } }),
    );
    expect(thrown).toBeUndefined();
  });

  it('sends a logged-in visitor to the redirect, or to / without one (or with another site’s)', async () => {
    loggedIn();
    const apollo = apolloAnswering(participant);
    for (const [redirect, href] of [
      ['/register', '/register'],
      [undefined, '/'],
      ['https://evil.example/', '/'],
    ] as const) {
      const thrown = await rejectionOf(() => beforeLoad({ context: { apollo }, search: { redirect } }));
      expect(isRedirect(thrown), `redirect ${redirect}`).toBe(true);
      expect((thrown as { options: { href: string } }).options.href).toBe(href);
    }
  });
});

describe('/admin/allocations/{date} [RT-14]', () => {
  const parse = (options(AllocationDay).params as { parse: (params: { date: string }) => unknown }).parse;

  it('accepts an ISO date', () => {
    expect(parse({ date: '2027-10-05' })).toEqual({ date: '2027-10-05' });
  });

  it.each(['all-days', '2027-13-01', '2027-02-30', '5-10-2027', '2027-10-5'])(
    'is not found for %j',
    (date) => {
      expect(isNotFound(thrownBy(() => parse({ date })))).toBe(true);
    },
  );
});

describe('/admin/{activityType} [RT-15]', () => {
  const beforeLoad = options(AdminActivityList).beforeLoad as (args: unknown) => unknown;

  it('knows each kind of activity by its plural', () => {
    expect(beforeLoad({ params: { activityType: 'workshops' } })).toEqual({ activityKind: 'Workshop' });
    expect(beforeLoad({ params: { activityType: 'shows' } })).toEqual({ activityKind: 'Show' });
  });

  it.each(['workshop', 'gigs', 'Workshops'])('is not found for %j', (activityType) => {
    expect(isNotFound(thrownBy(() => beforeLoad({ params: { activityType } })))).toBe(true);
  });

  it('shows "Loading…" while an activity is pending, and is not found for an unknown slug or kind', async () => {
    const Pending = options(AdminActivity).pendingComponent as () => React.ReactNode;
    render(<Pending />);
    expect(screen.getByText('Loading…')).toBeTruthy();

    const loader = options(AdminActivity).loader as (args: unknown) => Promise<unknown>;
    const apollo = { query: async () => ({ data: { activity: { __typename: 'NotFoundError' } } }) };
    const unknownSlug = await rejectionOf(() =>
      loader({ params: { activityType: 'workshops', slug: 'nope' }, context: { apollo } }),
    );
    expect(isNotFound(unknownSlug)).toBe(true);
    const unknownKind = await rejectionOf(() =>
      loader({ params: { activityType: 'gigs', slug: 'nope' }, context: { apollo } }),
    );
    expect(isNotFound(unknownKind)).toBe(true);
  });
});
