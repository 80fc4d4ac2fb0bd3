import { isoDateTimeInZone } from '#core/festival/dates';
import { absoluteUrl, plainText, SITE_NAME } from './page-meta';

/**
 * schema.org `Event` data for an activity page, one per session (issue 27), as search engines'
 * event results read it: start and end in festival time with their offset, the venue as a
 * `Place` with its address, presenters as performers, and `EventCancelled` when it is.
 */

export interface EventActivity {
  name: string;
  type: string;
  descriptionHtml: string;
  picture?: { large: string } | null;
  presenters: ReadonlyArray<{ name: string; isFestival?: boolean }>;
  sessions: ReadonlyArray<{
    startsAt: string;
    endsAt: string;
    cancelled: boolean;
    venue?: { name: string; room?: string | null; address?: string | null } | null;
  }>;
}

export function eventStructuredData(
  activity: EventActivity,
  page: { origin: string; path: string },
): Array<Record<string, unknown>> {
  const url = absoluteUrl(page.origin, page.path);
  const image = activity.picture ? [absoluteUrl(page.origin, activity.picture.large)] : undefined;
  const description = plainText(activity.descriptionHtml, 500) || undefined;
  const performers = activity.presenters
    .filter((presenter) => !presenter.isFestival)
    .map((presenter) => ({ '@type': 'Person', name: presenter.name }));
  return activity.sessions.map((session) => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: activity.name,
    description,
    url,
    image,
    startDate: isoDateTimeInZone(new Date(session.startsAt)),
    endDate: isoDateTimeInZone(new Date(session.endsAt)),
    eventStatus: session.cancelled
      ? 'https://schema.org/EventCancelled'
      : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: session.venue
      ? {
          '@type': 'Place',
          name: session.venue.room ? `${session.venue.room}, ${session.venue.name}` : session.venue.name,
          address: session.venue.address
            ? { '@type': 'PostalAddress', streetAddress: session.venue.address, addressCountry: 'NZ' }
            : undefined,
        }
      : undefined,
    performer: performers.length > 0 ? performers : undefined,
    organizer: { '@type': 'Organization', name: SITE_NAME, url: page.origin },
  }));
}
