import { describe, expect, it } from 'vitest';
import { isPresentedByFestival, isWorkshopToShow, programmeEntries, sessionSpan } from './activity-card-data';

const festival = { name: 'NZIF', isFestival: true };
const person = { name: 'Aroha Kingi', isFestival: false };

describe('activity card rules', () => {
  it('gives the NZIF badge only to a show whose first presenter is the festival [PG-7]', () => {
    expect(isPresentedByFestival({ __typename: 'Show', presenters: [festival, person] })).toBe(true);
    expect(isPresentedByFestival({ __typename: 'Show', presenters: [person, festival] })).toBe(false);
    expect(isPresentedByFestival({ __typename: 'Workshop', presenters: [festival] })).toBe(false);
    expect(isPresentedByFestival({ __typename: 'Show', presenters: [] })).toBe(false);
  });

  it("gives 'Workshop to show' to a workshop with a show or a show with a workshop [PG-8]", () => {
    expect(isWorkshopToShow({ __typename: 'Workshop', presenters: [], show: { id: '1' } })).toBe(true);
    expect(isWorkshopToShow({ __typename: 'Workshop', presenters: [], show: null })).toBe(false);
    expect(isWorkshopToShow({ __typename: 'Show', presenters: [], workshop: { id: '2' } })).toBe(true);
    expect(isWorkshopToShow({ __typename: 'Show', presenters: [], workshop: null })).toBe(false);
    expect(isWorkshopToShow({ __typename: 'SocialEvent', presenters: [] })).toBe(false);
  });

  it('makes one programme entry per session, so a repeated workshop appears twice [PG-2]', () => {
    const entries = programmeEntries([
      {
        id: 'a',
        sessions: [
          { id: '1', startsAt: '2027-10-02T21:00:00Z', endsAt: '2027-10-03T00:00:00Z' },
          { id: '2', startsAt: '2027-10-04T21:00:00Z', endsAt: '2027-10-05T00:00:00Z' },
        ],
      },
      { id: 'b', sessions: [] },
    ]);
    expect(entries.map((entry) => entry.key)).toEqual(['a:1', 'a:2']);
  });

  it('spans from the earliest start to the latest end [PG-4]', () => {
    expect(
      sessionSpan([
        { id: '1', startsAt: '2027-10-02T21:30:00Z', endsAt: '2027-10-03T00:00:00Z' },
        { id: '2', startsAt: '2027-10-02T21:00:00Z', endsAt: '2027-10-03T00:30:00Z' },
      ]),
    ).toEqual({ startsAt: new Date('2027-10-02T21:00:00Z'), endsAt: new Date('2027-10-03T00:30:00Z') });
    expect(sessionSpan([])).toBeNull();
  });
});
