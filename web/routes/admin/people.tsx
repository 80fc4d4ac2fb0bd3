import { createFileRoute } from '@tanstack/react-router';
import { AdminPeople } from '#web/features/people/admin-people';
import { PersonDataButton } from '#web/features/privacy/person-data-dialog';
import { PermissionGuard } from '#web/lib/auth';
import { pageTitle } from '#web/lib/page-title';

export const Route = createFileRoute('/admin/people')({
  head: ({ matches }) => ({ meta: [{ title: pageTitle('People', matches) }] }),
  component: () => (
    <PermissionGuard permission="people">
      <AdminPeople
        personActions={(person, refresh) => <PersonDataButton person={person} onDeleted={refresh} />}
      />
    </PermissionGuard>
  ),
});
