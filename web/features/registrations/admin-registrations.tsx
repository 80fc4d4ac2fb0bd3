import { useQuery } from '@apollo/client/react';
import { Flex, Heading, Skeleton, Table, Text } from '@radix-ui/themes';
import { formatDayHeader, formatTimeRange } from '#core/festival/dates';
import { formatMoney } from '#core/payments/money';
import { displayName } from '#core/people/names';
import { TitledCard } from '#web/components/titled-card';
import { formatDateTime } from '#web/lib/date-time';
import { RegistrationPlacesManager } from './registration-places-manager';
import { AdminRegistrationQuery, PreferenceCountsQuery } from './registration-queries';

const shortDate = (iso: string | null | undefined) =>
  iso ? formatDayHeader(new Date(iso)).split(', ')[1] : '—';

function SessionText({
  session,
}: {
  session: { startsAt: string; endsAt: string; activity: { name: string } };
}) {
  const start = new Date(session.startsAt);
  return (
    <>
      <strong>{session.activity.name}</strong> — {formatDayHeader(start)},{' '}
      {formatTimeRange(start, new Date(session.endsAt))}
    </>
  );
}

function useAdminRegistration(registrationId: string) {
  const { data, loading } = useQuery(AdminRegistrationQuery, { variables: { id: registrationId } });
  const registration = data?.registration;
  return {
    loading: loading && !data,
    registration: registration?.__typename === 'Registration' ? registration : null,
    message: registration && 'message' in registration ? registration.message : 'Not Found',
  };
}

/** The person at the top of every tab of a registration. */
export function AdminRegistrationHeader({ registrationId }: { registrationId: string }) {
  const { registration, loading, message } = useAdminRegistration(registrationId);
  if (loading) return <Skeleton height="4rem" />;
  if (!registration) return <Text as="p">{message}</Text>;
  const person = registration.user;
  return (
    <Flex direction="column" gap="1">
      <Heading as="h1" size="7">
        {displayName(person.profile?.name, person.email)}
      </Heading>
      <Text color="gray">
        <a href={`mailto:${person.email}`}>{person.email}</a>
        {person.profile?.phone ? ` · ${person.profile.phone}` : ''}
        {person.profile?.pronouns ? ` · ${person.profile.pronouns}` : ''}
      </Text>
      <Text size="2">
        {registration.completedAt ? `Completed ${shortDate(registration.completedAt)}` : 'Not completed'} ·
        Code of conduct {registration.codeOfConductAcceptedAt ? 'accepted' : 'not accepted'} · Photos{' '}
        {registration.photoPermission ? 'yes' : 'no'} · {registration.cart.workshopsCount} workshops,{' '}
        {formatMoney(registration.cart.total)}
      </Text>
    </Flex>
  );
}

const sessionLabel = (session: { startsAt: string; endsAt: string; activity: { name: string } }) => {
  const start = new Date(session.startsAt);
  return `${session.activity.name} — ${formatDayHeader(start)}, ${formatTimeRange(start, new Date(session.endsAt))}`;
};

/** Places and waitlists, with staff's changes to them (issue 11). */
export function AdminRegistrationWorkshops({ registrationId }: { registrationId: string }) {
  const { registration, loading } = useAdminRegistration(registrationId);
  if (loading) return <Skeleton height="10rem" />;
  if (!registration) return null;
  return (
    <RegistrationPlacesManager
      registrationId={registration.id}
      name={displayName(registration.user.profile?.name, registration.user.email)}
      places={[...registration.places]
        .sort((a, b) => a.session.startsAt.localeCompare(b.session.startsAt))
        .map((p) => ({
          sessionId: p.session.id,
          label: sessionLabel(p.session),
          overCapacityReason: p.overCapacityReason,
        }))}
      waitlists={registration.waitlist.map((w) => ({
        sessionId: w.session.id,
        label: sessionLabel(w.session),
        place: w.place,
      }))}
    />
  );
}

/** The reason staff gave, if the event's data has one. */
function eventReason(details: string): string | null {
  try {
    const data = JSON.parse(details) as { reason?: unknown; overCapacityReason?: unknown };
    const reason = data.reason ?? data.overCapacityReason;
    return typeof reason === 'string' && reason ? reason : null;
  } catch {
    return null;
  }
}

/** Preferences and history. */
export function AdminRegistrationOverview({ registrationId }: { registrationId: string }) {
  const { registration, loading } = useAdminRegistration(registrationId);
  if (loading) return <Skeleton height="10rem" />;
  if (!registration) return null;
  return (
    <Flex direction="column" gap="4">
      <TitledCard title="Preferences">
        {registration.preferences.length === 0 && <Text size="2">None.</Text>}
        {[...registration.preferences]
          .sort((a, b) => a.session.startsAt.localeCompare(b.session.startsAt) || a.position - b.position)
          .map((p) => (
            <Text as="p" size="2" key={p.id}>
              {p.position}. <SessionText session={p.session} />
            </Text>
          ))}
      </TitledCard>
      <AdminRegistrationWorkshops registrationId={registrationId} />
      <TitledCard title="History">
        <Table.Root size="1">
          <Table.Body>
            {registration.history.map((e) => (
              <Table.Row key={e.id}>
                <Table.Cell>{formatDateTime(e.createdAt)}</Table.Cell>
                <Table.Cell>{e.kind}</Table.Cell>
                <Table.Cell>{e.workshop ?? ''}</Table.Cell>
                <Table.Cell>
                  {e.actor ? `by ${displayName(e.actor.profile?.name, e.actor.email)}` : 'by the system'}
                </Table.Cell>
                <Table.Cell>{eventReason(e.details) ?? ''}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TitledCard>
    </Flex>
  );
}

/** Demand per workshop session: 1st, 2nd, 3rd and lower choices, against its places. */
export function AdminPreferenceCounts() {
  const { data, loading } = useQuery(PreferenceCountsQuery, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <Skeleton height="20rem" />;
  const rows = data?.preferenceCounts ?? [];
  const widest = Math.max(1, ...rows.map((r) => r.first + r.second + r.third + r.lower));
  const shades = ['var(--crimson-11)', 'var(--crimson-9)', 'var(--crimson-7)', 'var(--crimson-5)'];
  return (
    <Flex direction="column" gap="3">
      <Heading as="h1" size="7">
        Preferences
      </Heading>
      <Text color="gray" size="2">
        How many people ranked each session 1st, 2nd, 3rd or lower in its slot, against its places.
      </Text>
      <Table.Root variant="surface">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Workshop</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>1st</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>2nd</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>3rd</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Lower</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Places</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell aria-hidden />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const values = [row.first, row.second, row.third, row.lower];
            return (
              <Table.Row key={row.session.id}>
                <Table.RowHeaderCell>
                  <SessionText session={row.session} />
                </Table.RowHeaderCell>
                {values.map((value, i) => (
                  <Table.Cell key={shades[i]}>{value}</Table.Cell>
                ))}
                <Table.Cell>{row.capacity ?? '—'}</Table.Cell>
                <Table.Cell aria-hidden style={{ minWidth: '10rem' }}>
                  <Flex height="0.75rem">
                    {values.map((value, i) => (
                      <div
                        key={shades[i]}
                        style={{ width: `${(value / widest) * 100}%`, background: shades[i] }}
                      />
                    ))}
                  </Flex>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Flex>
  );
}
