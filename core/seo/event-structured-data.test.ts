import { describe, expect, it } from 'vitest';
import { eventStructuredData } from './event-structured-data';

const activity = {
  name: 'Status Games',
  type: 'Workshop',
  descriptionHtml: '<p>Who leads, who follows.</p>',
  picture: { large: '/uploads/status-large.webp' },
  presenters: [
    { name: 'Olivia Ashworth', isFestival: false },
    { name: 'NZIF', isFestival: true },
  ],
  sessions: [
    {
      startsAt: '2027-10-02T21:00:00.000Z',
      endsAt: '2027-10-03T00:00:00.000Z',
      cancelled: false,
      venue: { name: 'Kōwhai Studios', room: null, address: '9 Garrett Street, Wellington' },
    },
    {
      // After clocks go back in April: +12:00, not +13:00.
      startsAt: '2028-04-10T22:00:00.000Z',
      endsAt: '2028-04-11T01:00:00.000Z',
      cancelled: true,
      venue: { name: 'Harbourside Playhouse', room: 'Studio', address: null },
    },
  ],
};

describe('schema.org Event data for an activity page [issue 27]', () => {
  const events = eventStructuredData(activity, {
    origin: 'https://improvfest.nz',
    path: '/workshops/status-games',
  });

  it('gives one Event per session, in festival time with its offset', () => {
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Status Games',
      startDate: '2027-10-03T10:00:00+13:00',
      endDate: '2027-10-03T13:00:00+13:00',
      url: 'https://improvfest.nz/workshops/status-games',
      image: ['https://improvfest.nz/uploads/status-large.webp'],
      eventStatus: 'https://schema.org/EventScheduled',
      location: {
        '@type': 'Place',
        name: 'Kōwhai Studios',
        address: { '@type': 'PostalAddress', streetAddress: '9 Garrett Street, Wellington' },
      },
    });
    expect(events[1]?.startDate).toBe('2028-04-11T10:00:00+12:00');
  });

  it('names presenters (not the festival itself) as performers and marks a cancelled session', () => {
    expect(events[0]?.performer).toEqual([{ '@type': 'Person', name: 'Olivia Ashworth' }]);
    expect(events[1]?.eventStatus).toBe('https://schema.org/EventCancelled');
    expect(events[1]?.location).toMatchObject({ name: 'Studio, Harbourside Playhouse' });
  });
});
