import { createFileRoute } from '@tanstack/react-router';
import { ClassListPrint } from '#web/features/admin/class-list-print';
import { pageTitle } from '#web/lib/page-title';

/** The class list on paper or as CSV, for the session's tutors (the server refuses anyone else). */
export const Route = createFileRoute('/_authenticated/my/workshops/$slug/$sessionId/print')({
  head: ({ matches }) => ({ meta: [{ title: pageTitle('Class list', matches) }] }),
  component: PrintTab,
});

function PrintTab() {
  const { sessionId } = Route.useParams();
  return <ClassListPrint sessionId={sessionId} />;
}
