import { Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { CityChip } from '#web/components/city-chip';
import { PersonAvatar } from '#web/components/person-avatar';
import type { PeopleQuery as PeopleResult } from '#web/graphql/graphql';

/** Everyone presenting at the festival [RT-3]. */
export function PeopleList({ people }: { people: PeopleResult['people'] }) {
  if (people.length === 0) {
    return (
      <Text as="p" color="gray">
        Presenters will be announced soon.
      </Text>
    );
  }
  return (
    <ul className="people-grid" aria-label="Presenters" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {people.map((person) => (
        <li key={person.id}>
          <Card size="1" style={{ height: '100%' }}>
            <Flex direction="column" align="center" gap="2" style={{ textAlign: 'center' }}>
              <PersonAvatar name={person.name} src={person.picture?.small} size="6" />
              <Link to="/people/$id" params={{ id: person.id }} className="activity-card-link">
                <Text weight="medium" size="2">
                  {person.name}
                </Text>
              </Link>
              {person.city && <CityChip city={person.city} />}
            </Flex>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function PeopleListPlaceholder() {
  return (
    <div className="people-grid" role="status" aria-busy="true" aria-label="Loading people">
      {Array.from({ length: 12 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Card size="1" key={index}>
          <Flex direction="column" align="center" gap="2">
            <Skeleton width="80px" height="80px" style={{ borderRadius: '50%' }} />
            <Skeleton>A presenter name</Skeleton>
          </Flex>
        </Card>
      ))}
    </div>
  );
}

export function PeopleHeading() {
  return (
    <Heading as="h1" size="8" mb="5">
      People
    </Heading>
  );
}
