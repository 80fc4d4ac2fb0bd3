import { createFileRoute } from '@tanstack/react-router';
import { ClassListPrint } from '#web/features/admin/class-list-print';

/** The class list on paper or as CSV, for the session's tutors (the server refuses anyone else). */
export const Route = createFileRoute('/_authenticated/my/workshops/$slug/$sessionId/print')({
  head: () => ({ meta: [{ title: 'Class list' }] }),
  component: PrintTab,
});

function PrintTab() {
  const { sessionId } = Route.useParams();
  return <ClassListPrint sessionId={sessionId} />;
}
