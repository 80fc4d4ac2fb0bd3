import { createFileRoute } from '@tanstack/react-router';
import { EmailOutbox } from '#web/features/messages/email-outbox';
import { PermissionGuard } from '#web/lib/auth';
import { pageTitle } from '#web/lib/page-title';

export const Route = createFileRoute('/admin/emails')({
  head: ({ matches }) => ({ meta: [{ title: pageTitle('Emails', matches) }] }),
  component: () => (
    <PermissionGuard permission="admin">
      <EmailOutbox />
    </PermissionGuard>
  ),
});
