import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { YourselfForm } from '#web/features/registrations/yourself-form';

export const Route = createFileRoute('/register/yourself')({
  component: YourselfPage,
});

function YourselfPage() {
  const navigate = useNavigate();
  return <YourselfForm onSaved={() => navigate({ to: '/register/code-of-conduct' })} />;
}
