import { Flex } from '@radix-ui/themes';
import { createFileRoute } from '@tanstack/react-router';
import { CalendarFeedCard } from '#web/features/calendar/calendar-feed';
import { ProfilePage } from '#web/features/people/profile-page';
import { YourDataCard } from '#web/features/privacy/personal-data';
import { pageTitle } from '#web/lib/page-title';

export const Route = createFileRoute('/_authenticated/profile')({
  head: ({ matches }) => ({ meta: [{ title: pageTitle('Your profile', matches) }] }),
  component: () => (
    <Flex direction="column" gap="5">
      <ProfilePage />
      <CalendarFeedCard />
      <YourDataCard />
    </Flex>
  ),
});
