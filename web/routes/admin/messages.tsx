import { Flex, Heading, Text } from '@radix-ui/themes';
import { createFileRoute } from '@tanstack/react-router';
import { GroupMessages } from '#web/features/messages/group-messages';
import { PermissionGuard, useHasPermission } from '#web/lib/auth';
import { pageTitle } from '#web/lib/page-title';

/** Staff email all participants or a group of them (issue 26). */
export const Route = createFileRoute('/admin/messages')({
  head: ({ matches }) => ({ meta: [{ title: pageTitle('Messages', matches) }] }),
  component: MessagesPage,
});

function MessagesPage() {
  const payments = useHasPermission('payments');
  return (
    <PermissionGuard permission="registrations">
      <Flex direction="column" gap="4">
        <Flex direction="column" gap="1">
          <Heading as="h1" size="7">
            Messages
          </Heading>
          <Text color="gray" size="2">
            Email everyone registered, or a group. Tutors message their own class from its class list.
          </Text>
        </Flex>
        <GroupMessages canFilterByMoney={payments} />
      </Flex>
    </PermissionGuard>
  );
}
