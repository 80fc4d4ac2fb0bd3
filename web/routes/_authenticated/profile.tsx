import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '#web/features/people/profile-page';

export const Route = createFileRoute('/_authenticated/profile')({
  head: () => ({ meta: [{ title: 'Your profile' }] }),
  component: ProfilePage,
});
