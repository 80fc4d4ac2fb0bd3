import { Flex } from '@radix-ui/themes';
import { createFileRoute } from '@tanstack/react-router';
import { CreditBalances } from '#web/features/admin/credit-balances';
import { OutstandingBalances } from '#web/features/admin/outstanding-balances';
import { PermissionGuard } from '#web/lib/auth';
import { pageTitle } from '#web/lib/page-title';

// The server guards the report and reminders with the payments permission; this only explains.
export const Route = createFileRoute('/admin/payments/outstanding')({
  head: ({ matches }) => ({ meta: [{ title: pageTitle('Outstanding balances', matches) }] }),
  component: () => (
    <PermissionGuard permission="payments">
      <Flex direction="column" gap="6">
        <OutstandingBalances />
        <CreditBalances />
      </Flex>
    </PermissionGuard>
  ),
});
