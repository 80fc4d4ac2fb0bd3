import { createFileRoute } from '@tanstack/react-router';
import { ClassListPrint } from '#web/features/admin/class-list-print';
import { PermissionGuard } from '#web/lib/auth';

/** A session's class list to print or download, for registration staff (the server checks too). */
export const Route = createFileRoute('/admin/sessions/$sessionId_/print')({
  head: () => ({ meta: [{ title: 'Class list' }] }),
  component: PrintableClassList,
});

function PrintableClassList() {
  const { sessionId } = Route.useParams();
  return (
    <PermissionGuard permission="registrations">
      <ClassListPrint sessionId={sessionId} />
    </PermissionGuard>
  );
}
