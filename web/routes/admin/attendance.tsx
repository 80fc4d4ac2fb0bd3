import { createFileRoute } from '@tanstack/react-router';
import { AttendanceReport } from '#web/features/messages/attendance';
import { PermissionGuard } from '#web/lib/auth';
import { pageTitle } from '#web/lib/page-title';

/** Attendance per workshop session, from the rolls tutors and staff take (issue 15). */
export const Route = createFileRoute('/admin/attendance')({
  head: ({ matches }) => ({ meta: [{ title: pageTitle('Attendance', matches) }] }),
  component: () => (
    <PermissionGuard permission="registrations">
      <AttendanceReport />
    </PermissionGuard>
  ),
});
