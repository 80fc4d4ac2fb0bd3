import { Flex, Link as RadixLink } from '@radix-ui/themes';
import { createFileRoute, Link } from '@tanstack/react-router';
import { SessionRoll } from '#web/features/messages/session-roll';
import { pageTitle } from '#web/lib/page-title';

export const Route = createFileRoute('/_authenticated/my/workshops/$slug/$sessionId/class')({
  head: ({ matches }) => ({ meta: [{ title: pageTitle('Class list', matches) }] }),
  component: ClassTab,
});

function ClassTab() {
  const params = Route.useParams();
  return (
    <Flex direction="column" gap="3" className="touch-targets">
      <RadixLink asChild size="2">
        <Link to="/my/workshops/$slug/$sessionId/print" params={params}>
          Print or download the class list
        </Link>
      </RadixLink>
      <SessionRoll sessionId={params.sessionId} />
    </Flex>
  );
}
