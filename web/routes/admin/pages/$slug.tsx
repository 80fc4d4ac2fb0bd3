import { createFileRoute } from '@tanstack/react-router';
import { PageEditor } from '#web/features/content/page-editor';
import { PermissionGuard } from '#web/lib/auth';

export const Route = createFileRoute('/admin/pages/$slug')({
  head: () => ({ meta: [{ title: 'Edit page' }] }),
  component: EditPage,
});

function EditPage() {
  const { slug } = Route.useParams();
  return (
    <PermissionGuard permission="content">
      <PageEditor slug={slug} />
    </PermissionGuard>
  );
}
