import { Card, Flex, Grid, Heading, Link as RadixLink, Text } from '@radix-ui/themes';
import { createFileRoute, Link } from '@tanstack/react-router';
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
      <Text color="gray">Kia ora {user?.profile?.name ?? user?.email}.</Text>
      <StaffDashboard />
      <Heading as="h2" size="5">
        Where to?
      </Heading>
      <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="3">
        {hasPermission(user, 'activities') && (
          <Card asChild>
            <Link to="/admin/timetable" search={{ day: undefined }}>
              <Text as="p" weight="bold">
                Timetable
              </Text>
              <Text as="p" size="2" color="gray">
                Every session by day and venue, and how full it is
              </Text>
            </Link>
          </Card>
        )}
        {hasPermission(user, 'workshops') && (
          <Card asChild>
            <Link to="/admin/$activityType" params={{ activityType: 'workshops' }}>
              <Text as="p" weight="bold">
                Workshops
              </Text>
              <Text as="p" size="2" color="gray">
                Details, participants, waitlists and feedback
              </Text>
            </Link>
          </Card>
        )}
        <Card asChild>
          <Link to="/admin/people">
            <Text as="p" weight="bold">
              People
            </Text>
            <Text as="p" size="2" color="gray">
              Accounts and staff permissions
            </Text>
          </Link>
        </Card>
        <Card asChild>
          <Link to="/admin/emails">
            <Text as="p" weight="bold">
              Emails
            </Text>
            <Text as="p" size="2" color="gray">
              The outbox: what was sent, what is waiting
            </Text>
          </Link>
        </Card>
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
