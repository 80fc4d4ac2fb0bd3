import { useQuery } from '@apollo/client/react';
import { Badge, Flex, Heading, Skeleton, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { formatDayHeader, formatTimeRange } from '#core/festival/dates';
import { ErrorCallout } from '#web/components/error-callout';
import { TitledCard } from '#web/components/titled-card';
import type { AttendanceStatus } from '#web/graphql/graphql';
import { AttendanceReportQuery, RegistrationAttendanceQuery } from './staff-queries';

type Timed = { startsAt: string; endsAt: string; activity: { name: string } };

const when = (session: Timed) => {
  const start = new Date(session.startsAt);
  return `${formatDayHeader(start)}, ${formatTimeRange(start, new Date(session.endsAt))}`;
};

const STATUS: Record<AttendanceStatus, { label: string; color: 'green' | 'red' | 'gray' }> = {
  Present: { label: 'Present', color: 'green' },
  Absent: { label: 'Absent', color: 'red' },
  NotTaken: { label: 'Not taken', color: 'gray' },
};

/** Per session the person holds a place in: present, absent, or roll not taken (issue 15). */
export function RegistrationAttendance({ registrationId }: { registrationId: string }) {
  const { data, loading, error } = useQuery(RegistrationAttendanceQuery, {
    variables: { id: registrationId },
    fetchPolicy: 'cache-and-network',
  });
  const registration = data?.registration;
  return (
    <TitledCard title="Attendance">
      {error && <ErrorCallout>{error.message}</ErrorCallout>}
      {!registration && loading && <Skeleton height="3rem" />}
      {registration?.__typename === 'Registration' &&
        (registration.attendance.length === 0 ? (
          <Text size="2" color="gray">
            No places, so no attendance.
          </Text>
        ) : (
          <Table.Root size="1">
            <VisuallyHidden asChild>
              <caption>Attendance</caption>
            </VisuallyHidden>
            <Table.Body>
              {registration.attendance.map((row) => (
                <Table.Row key={row.id}>
                  <Table.RowHeaderCell>
                    <strong>{row.session.activity.name}</strong> — {when(row.session)}
                  </Table.RowHeaderCell>
                  <Table.Cell>
                    <Flex gap="2">
                      <Badge color={STATUS[row.status].color}>{STATUS[row.status].label}</Badge>
                      {row.walkIn && <Badge color="blue">Walk-in</Badge>}
                    </Flex>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        ))}
    </TitledCard>
  );
}

/** Attendance per workshop session of the festival, each linking to its roll. */
export function AttendanceReport() {
  const { data, loading, error } = useQuery(AttendanceReportQuery, { fetchPolicy: 'cache-and-network' });
  const rows = data?.attendanceReport;
  const taken = rows?.filter((row) => row.rollTaken) ?? [];
  const present = taken.reduce((sum, row) => sum + row.present, 0);
  const expected = taken.reduce((sum, row) => sum + row.placed, 0);
  return (
    <Flex direction="column" gap="4">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="7">
          Attendance
        </Heading>
        <Text color="gray" size="2">
          A session’s roll counts as taken once anyone is ticked present; then everyone else placed in it was
          absent.
          {taken.length > 0 &&
            ` Across the ${taken.length} rolls taken: ${present} of ${expected} were there.`}
        </Text>
      </Flex>
      {error && <ErrorCallout>{error.message}</ErrorCallout>}
      {!rows && loading && <Skeleton height="10rem" />}
      {rows && rows.length === 0 && <Text color="gray">No workshop sessions yet.</Text>}
      {rows && rows.length > 0 && (
        <Table.Root variant="surface">
          <VisuallyHidden asChild>
            <caption>Attendance per session</caption>
          </VisuallyHidden>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Session</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Placed</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Present</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Absent</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Walk-ins</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Roll</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.id}>
                <Table.RowHeaderCell>
                  <Link to="/admin/sessions/$sessionId" params={{ sessionId: row.session.id }}>
                    {row.session.activity.name}
                  </Link>
                  <Text as="div" size="1" color="gray">
                    {when(row.session)}
                  </Text>
                </Table.RowHeaderCell>
                <Table.Cell>
                  {row.placed}
                  {row.capacity === null ? '' : ` / ${row.capacity}`}
                </Table.Cell>
                <Table.Cell>{row.rollTaken ? row.present : '—'}</Table.Cell>
                <Table.Cell>{row.rollTaken ? row.absent : '—'}</Table.Cell>
                <Table.Cell>{row.rollTaken ? row.walkIns : '—'}</Table.Cell>
                <Table.Cell>
                  {row.rollTaken ? <Badge color="green">Taken</Badge> : <Badge color="gray">Not taken</Badge>}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Flex>
  );
}
