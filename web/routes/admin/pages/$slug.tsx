import { createFileRoute } from '@tanstack/react-router';
import { PageEditor } from '#web/features/content/page-editor';
import { PermissionGuard } from '#web/lib/auth';
import { pageTitle } from '#web/lib/page-title';

export const Route = createFileRoute('/admin/pages/$slug')({
  head: ({ matches }) => ({ meta: [{ title: pageTitle('Edit page', matches) }] }),
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
