import { createFileRoute } from '@tanstack/react-router';
import { AdminTimetable } from '#web/features/timetable/admin-timetable';
import { PermissionGuard } from '#web/lib/auth';

// The server refuses the timetable to anyone without `activities`; the guard only explains [RT-11].
export const Route = createFileRoute('/admin/timetable')({
  head: () => ({ meta: [{ title: 'Timetable' }] }),
  component: () => (
    <PermissionGuard permission="activities">
      <AdminTimetable />
    </PermissionGuard>
  ),
});
