import { Flex, Heading, Text } from '@radix-ui/themes';
import { createFileRoute } from '@tanstack/react-router';
import { CheckInDesk } from '#web/features/messages/check-in-desk';
import { PermissionGuard } from '#web/lib/auth';
import { pageTitle } from '#web/lib/page-title';

/** The festival's check-in desk (issue 26): find anyone registered and tick them in. */
export const Route = createFileRoute('/admin/check-in/')({
  head: ({ matches }) => ({ meta: [{ title: pageTitle('Check-in desk', matches) }] }),
  component: () => (
    <PermissionGuard permission="registrations">
      <Flex direction="column" gap="4" className="touch-targets">
        <Flex direction="column" gap="1">
          <Heading as="h1" size="7">
            Check-in desk
          </Heading>
          <Text color="gray">Find someone, then mark them present at their session.</Text>
        </Flex>
        <CheckInDesk />
      </Flex>
    </PermissionGuard>
  ),
});
