import { describe, expect, it } from 'vitest';
import { featuredActivities, homeSessions } from './home-selection';

const NOW = new Date('2027-10-04T00:00:00Z');
const session = (startsAt: string, extra: Partial<{ full: boolean; cancelled: boolean }> = {}) => ({
  startsAt,
  endsAt: new Date(new Date(startsAt).getTime() + 3 * 3600_000).toISOString(),
  full: false,
  cancelled: false,
  ...extra,
});
const activity = (
  name: string,
  sessions: ReturnType<typeof session>[],
  options: { picture?: boolean; festival?: boolean } = {},
) => ({
  name,
  picture: options.picture === false ? null : { id: name },
  presenters: [{ isFestival: options.festival === true }],
  sessions,
});

describe('featuredActivities [issue 28]', () => {
  it('picks pictured activities still to come: the festival’s own first, then places left, then the soonest', () => {
    const picked = featuredActivities(
      [
        activity('Later', [session('2027-10-06T00:00:00Z')]),
        activity('Soon', [session('2027-10-05T00:00:00Z')]),
        activity('Full', [session('2027-10-04T06:00:00Z', { full: true })]),
        activity('Gala', [session('2027-10-08T00:00:00Z')], { festival: true }),
        activity('No picture', [session('2027-10-04T06:00:00Z')], { picture: false }),
        activity('Over', [session('2027-10-02T00:00:00Z')]),
        activity('Cancelled', [session('2027-10-05T00:00:00Z', { cancelled: true })]),
      ],
      NOW,
      4,
    );
    expect(picked.map((a) => a.name)).toEqual(['Gala', 'Soon', 'Later', 'Full']);
  });

  it('after the festival, still shows pictured ones', () => {
    const picked = featuredActivities([activity('Over', [session('2027-10-02T00:00:00Z')])], NOW);
    expect(picked.map((a) => a.name)).toEqual(['Over']);
  });
});

describe('homeSessions [issue 28]', () => {
  // 4 October 2027, 13:00 in Auckland (NZDT).
  const sessions = [
    { id: 'a', startsAt: '2027-10-04T01:00:00Z' },
    { id: 'b', startsAt: '2027-10-04T06:00:00Z' },
    { id: 'c', startsAt: '2027-10-05T01:00:00Z' },
  ];

  it('during the festival lists what is on today (Pacific/Auckland) under "On today"', () => {
    expect(homeSessions(sessions, NOW, true)).toEqual({
      heading: 'On today',
      sessions: sessions.slice(0, 2),
    });
  });

  it('before the festival, or when nothing is left today, lists the next ones under "Coming up"', () => {
    expect(homeSessions(sessions, NOW, false, 2)).toEqual({
      heading: 'Coming up',
      sessions: sessions.slice(0, 2),
    });
    expect(homeSessions(sessions.slice(2), NOW, true).heading).toBe('Coming up');
  });
});
