import { Card, Flex, Grid, Heading, Link as RadixLink, Text } from '@radix-ui/themes';
import { createFileRoute, Link, type LinkOptions, linkOptions } from '@tanstack/react-router';
import { displayName } from '#core/people/names';
import { hasPermission } from '#core/people/permissions';
import { StaffDashboard } from '#web/features/admin/staff-dashboard';
import { useAuth } from '#web/lib/auth';

export const Route = createFileRoute('/admin/')({
  component: AdminDashboard,
});

function AdminDashboard() {
  const { user } = useAuth();
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="8">
        Admin
      </Heading>
      {user && <Text color="gray">Kia ora {displayName(user.profile?.name, user.email)}.</Text>}
      <StaffDashboard />
      <Heading as="h2" size="5">
        Where to?
      </Heading>
      <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="3">
        {hasPermission(user, 'activities') && (
          <DestinationCard
            link={linkOptions({ to: '/admin/timetable', search: { day: undefined } })}
            title="Timetable"
            description="Every session by day and venue, and how full it is"
          />
        )}
        {hasPermission(user, 'workshops') && (
          <DestinationCard
            link={linkOptions({ to: '/admin/$activityType', params: { activityType: 'workshops' } })}
            title="Workshops"
            description="Details, participants, waitlists and feedback"
          />
        )}
        <DestinationCard
          link={linkOptions({ to: '/admin/people' })}
          title="People"
          description="Accounts and staff permissions"
        />
        <DestinationCard
          link={linkOptions({ to: '/admin/emails' })}
          title="Emails"
          description="The outbox: what was sent, what is waiting"
        />
      </Grid>
      <Text size="1" color="gray">
        Pages you may not use say so; ask an administrator for{' '}
        <RadixLink asChild>
          <Link to="/admin/people">permissions</Link>
        </RadixLink>
        .
      </Text>
    </Flex>
  );
}

function DestinationCard({
  link,
  title,
  description,
}: {
  link: LinkOptions;
  title: string;
  description: string;
}) {
  return (
    <Card asChild>
      <Link {...link}>
        <Text as="p" weight="bold">
          {title}
        </Text>
        <Text as="p" size="2" color="gray">
          {description}
        </Text>
      </Link>
    </Card>
  );
}
