import { Card, Flex, Heading, Link as RadixLink, Text } from '@radix-ui/themes';
import { createFileRoute, Link } from '@tanstack/react-router';

export const Route = createFileRoute('/_authenticated/calendar')({
  head: () => ({ meta: [{ title: 'My calendar' }] }),
  component: CalendarPage,
});

// Sessions appear here once registrations exist; until then this is the honest empty state.
function CalendarPage() {
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="8">
        My calendar
      </Heading>
      <Card size="3">
        <Flex direction="column" gap="2">
          <Text weight="medium">Nothing in your calendar yet.</Text>
          <Text color="gray">
            When you are placed in workshops, they show up here, day by day. Meanwhile, have a look at the{' '}
            <RadixLink asChild>
              <Link to="/$activityType" params={{ activityType: 'workshops' }}>
                workshops
              </Link>
            </RadixLink>{' '}
            and{' '}
            <RadixLink asChild>
              <Link to="/$activityType" params={{ activityType: 'shows' }}>
                shows
              </Link>
            </RadixLink>
            .
          </Text>
        </Flex>
      </Card>
    </Flex>
  );
}
