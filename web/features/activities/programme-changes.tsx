import { Badge, Box, Card, Flex, Heading, Text, Link as ThemeLink } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { activityTypeLabel, activityTypeToUrl } from '#core/activities/activity-types';
import { formatDayHeader, formatTime } from '#core/festival/dates';
import type { ProgrammeChangesQuery as ProgrammeChangesResult } from '#web/graphql/graphql';
import { graphql } from '#web/graphql/index';

/**
 * The public "What changed" page (issue 26, decision 020): every change to the published
 * programme, newest first, as pretalx's schedule changelog does.
 */

export const ProgrammeChangesQuery = graphql(`
  query ProgrammeChanges {
    festival {
      id
      programmeChanges {
        id
        kind
        activityName
        activityType
        createdAt
        activity { id slug type }
        changes { field before after }
      }
    }
  }
`);

type Change = NonNullable<ProgrammeChangesResult['festival']>['programmeChanges'][number];

const KIND_LABELS: Record<Change['kind'], { text: string; color: 'green' | 'blue' | 'red' | 'gray' }> = {
  published: { text: 'Added', color: 'green' },
  changed: { text: 'Changed', color: 'blue' },
  cancelled: { text: 'Cancelled', color: 'red' },
  restored: { text: 'Back on', color: 'green' },
};

const FIELD_LABELS: Record<string, string> = { time: 'Time', venue: 'Venue', status: 'Status' };

function ChangeEntry({ change }: { change: Change }) {
  const when = new Date(change.createdAt);
  const kind = KIND_LABELS[change.kind];
  const name = change.activity ? (
    <ThemeLink asChild>
      <Link
        to="/$activityType/$slug"
        params={{ activityType: activityTypeToUrl(change.activity.type), slug: change.activity.slug }}
      >
        {change.activityName}
      </Link>
    </ThemeLink>
  ) : (
    change.activityName
  );
  return (
    <Card asChild>
      <li>
        <Flex direction="column" gap="2">
          <Flex gap="2" align="center" wrap="wrap">
            <Badge color={kind.color}>{kind.text}</Badge>
            <Heading as="h2" size="3">
              {name}
            </Heading>
            <Text size="2" color="gray">
              {activityTypeLabel(change.activityType)}
            </Text>
          </Flex>
          {change.changes.length > 0 && (
            <Box asChild m="0" pl="4">
              <ul>
                {change.changes.map((line) => (
                  <li key={line.field}>
                    <Text size="2">
                      <Text weight="medium">{FIELD_LABELS[line.field] ?? line.field}:</Text>{' '}
                      <del>{line.before}</del> → <ins style={{ textDecoration: 'none' }}>{line.after}</ins>
                    </Text>
                  </li>
                ))}
              </ul>
            </Box>
          )}
          <Text size="1" color="gray">
            <time dateTime={change.createdAt}>
              {formatDayHeader(when)}, {formatTime(when)}
            </time>
          </Text>
        </Flex>
      </li>
    </Card>
  );
}

export function ProgrammeChanges({ changes }: { changes: readonly Change[] }) {
  if (changes.length === 0) {
    return (
      <Text as="p" color="gray">
        Nothing has changed since the programme was published.
      </Text>
    );
  }
  return (
    <Flex asChild direction="column" gap="3" p="0" m="0" style={{ listStyle: 'none' }}>
      <ol aria-label="Changes, newest first">
        {changes.map((change) => (
          <ChangeEntry key={change.id} change={change} />
        ))}
      </ol>
    </Flex>
  );
}

/** The link from the programme pages. */
export function ProgrammeChangesLink() {
  return (
    <Text size="2">
      <ThemeLink asChild>
        <Link to="/changes">What changed in the programme</Link>
      </ThemeLink>
    </Text>
  );
}
