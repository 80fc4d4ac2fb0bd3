import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '#web/features/people/profile-page';
import { pageTitle } from '#web/lib/page-title';

export const Route = createFileRoute('/_authenticated/profile')({
  head: ({ matches }) => ({ meta: [{ title: pageTitle('Your profile', matches) }] }),
  component: ProfilePage,
});
