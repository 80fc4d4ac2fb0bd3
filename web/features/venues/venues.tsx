import { Card, Flex, Heading, Link as RadixLink, Text } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { formatDayHeader, formatTimeRange, isoDateInZone } from '#core/festival/dates';
import { ActivityLink } from '#web/components/activity-link';
import type { VenueQuery as VenueResult, VenuesQuery as VenuesResult } from '#web/graphql/graphql';
import { mapLink, venueLabel } from './venue-format';

export type VenueData = Extract<VenueResult['venue'], { __typename: 'Venue' }>;

export function VenueList({ venues }: { venues: VenuesResult['venues'] }) {
  if (venues.length === 0) return <Text color="gray">Venues will be announced soon.</Text>;
  return (
    <div className="card-grid">
      {venues.map((venue) => (
        <Card key={venue.id} asChild>
          <article>
            <Flex direction="column" gap="2">
              <Heading as="h2" size="4">
                <Link to="/venues/$id" params={{ id: venue.id }} className="activity-card-link">
                  {venueLabel(venue)}
                </Link>
              </Heading>
              <Text size="2" color="gray">
                {venue.address}
              </Text>
              <RadixLink href={mapLink(venue)} target="_blank" rel="noopener noreferrer" size="2">
                Map<span className="visually-hidden"> of {venueLabel(venue)}</span>
              </RadixLink>
            </Flex>
          </article>
        </Card>
      ))}
    </div>
  );
}

/** A venue: where it is, how accessible it is, and what is on there [RT-3]. */
export function VenueDetails({ venue, days }: { venue: VenueData; days: readonly string[] }) {
  const festivalDays = new Set(days);
  const sessions = venue.sessions.filter(
    (session) => festivalDays.size === 0 || festivalDays.has(isoDateInZone(new Date(session.startsAt))),
  );
  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="2">
        <Heading as="h1" size="8">
          {venueLabel(venue)}
        </Heading>
        <Text as="p" size="4" color="gray">
          {venue.address}
        </Text>
        <RadixLink href={mapLink(venue)} target="_blank" rel="noopener noreferrer">
          Open in a map
        </RadixLink>
      </Flex>
      <section aria-labelledby="accessibility-heading">
        <Heading as="h2" size="5" mb="2" id="accessibility-heading">
          Accessibility
        </Heading>
        <Text as="p">{venue.accessibilityNotes || 'Ask us about access to this venue.'}</Text>
      </section>
      <section aria-labelledby="on-heading">
        <Heading as="h2" size="5" mb="2" id="on-heading">
          What’s on here
        </Heading>
        {sessions.length === 0 ? (
          <Text color="gray">Nothing is scheduled here yet.</Text>
        ) : (
          <Flex asChild direction="column" gap="2">
            <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {sessions.map((session) => (
                <li key={session.id}>
                  <Text weight="medium">{formatDayHeader(new Date(session.startsAt))}</Text>{' '}
                  <Text color="gray">
                    {formatTimeRange(new Date(session.startsAt), new Date(session.endsAt))}
                  </Text>{' '}
                  <RadixLink asChild>
                    <ActivityLink activity={session.activity} />
                  </RadixLink>
                </li>
              ))}
            </ul>
          </Flex>
        )}
      </section>
    </Flex>
  );
}
