import { Box, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { CityChip } from '#web/components/city-chip';
import { PersonAvatar, RichText } from '#web/components/person-avatar';
import { Picture } from '#web/components/picture';
import type { PersonQuery as PersonResult } from '#web/graphql/graphql';

export type PersonData = Extract<PersonResult['person'], { __typename: 'Person' }>;

/** A presenter's page; `children` holds what they present (composed by the route) [RT-3]. */
export function PersonDetails({ person, children }: { person: PersonData; children?: ReactNode }) {
  return (
    <Flex direction="column" gap="6">
      <Flex gap="5" direction={{ initial: 'column', sm: 'row' }}>
        <Box flexShrink="0" width={{ initial: '100%', sm: '16rem' }}>
          {person.picture ? (
            <Picture picture={person.picture} src={person.picture.medium} aspectRatio={1} eager />
          ) : (
            <PersonAvatar name={person.name} size="8" />
          )}
        </Box>
        <Flex direction="column" gap="3" minWidth="0">
          <Heading as="h1" size="8">
            {person.name}
            {person.pronouns && (
              <Text size="4" color="gray" weight="regular">
                {' '}
                ({person.pronouns})
              </Text>
            )}
          </Heading>
          {person.city && (
            <Box>
              <CityChip city={person.city} />
            </Box>
          )}
          {person.bioHtml && <RichText html={person.bioHtml} size="3" />}
        </Flex>
      </Flex>
      {children}
    </Flex>
  );
}
