import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { ACTIVITY_KIND_PERMISSIONS } from '#core/activities/activity-input';
import { AdminTimetable } from '#web/features/timetable/admin-timetable';
import { PermissionGuard } from '#web/lib/auth';
import { pageTitle } from '#web/lib/page-title';
import { stringParam } from '#web/lib/search-params';

const validateTimetableSearch = (search: { day?: string } & SearchSchemaInput) => ({
  /** The festival day shown (ISO date); the first day when absent or not a festival day. */
  day: stringParam(search.day, undefined, /^\d{4}-\d{2}-\d{2}$/),
});

// The server refuses the timetable to anyone who manages no kind of activity, and each move to
// anyone without the permission for the session's kind; the guard only explains [RT-11].
export const Route = createFileRoute('/admin/timetable')({
  validateSearch: validateTimetableSearch,
  head: ({ matches }) => ({ meta: [{ title: pageTitle('Timetable', matches) }] }),
  component: TimetablePage,
});

function TimetablePage() {
  const { day } = Route.useSearch();
  return (
    <PermissionGuard permission={ACTIVITY_KIND_PERMISSIONS}>
      <AdminTimetable day={day} />
    </PermissionGuard>
  );
}
