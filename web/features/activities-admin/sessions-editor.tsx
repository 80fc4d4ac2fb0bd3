import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Flex, Grid, Select, Table } from '@radix-ui/themes';
import { formatDayHeader, formatTimeRange, isoDateInZone, zonedParts } from '#core/festival/dates';
import { CaptionedTable } from '#web/components/captioned-table';
import { useConfirm } from '#web/components/confirm-dialog';
import { addOrEditTrigger, FormDialog, useFormState } from '#web/components/form-dialog';
import { FormField, TextInput } from '#web/components/form-field';
import { TableStatusRow } from '#web/components/table-status-row';
import { useToast } from '#web/components/toasts';
import { useOptionalFestival } from '#web/features/festival/festival-context';
import { refetchAfter } from '#web/lib/auth';
import { type AdminActivity, type AdminSession, placesTaken, sessionWhen } from './activity-admin-types';
import { AdminSection } from './admin-section';
import { CancelSessionDialog, RestoreSessionButton } from './cancel-session';
import {
  CreateSessionMutation,
  DeleteSessionMutation,
  UpdateSessionMutation,
  VenuesAdminQuery,
} from './programme-admin-queries';

const venueLabel = (venue: { name: string; room?: string | null } | null | undefined) =>
  venue ? [venue.room, venue.name].filter(Boolean).join(' @ ') : 'Venue TBC';

const REFRESH = refetchAfter('AdminActivity');

/** The activity's sessions, each editable (time, venue, capacity) by those who manage it. */
export function SessionsEditor({ activity }: { activity: AdminActivity }) {
  const toast = useToast();
  const confirm = useConfirm();
  const [remove] = useMutation(DeleteSessionMutation, REFRESH);

  async function removeSession(session: AdminSession) {
    const when = sessionWhen(session);
    const sure = await confirm({
      title: 'Remove this session?',
      body: `${when}. ${session.waitlistCount > 0 ? `Its waitlist of ${session.waitlistCount} goes with it. ` : ''}This can’t be undone.`,
      confirmLabel: 'Remove session',
      color: 'red',
    });
    if (!sure) return;
    const { data } = await remove({ variables: { id: session.id } });
    const result = data?.deleteSession;
    if (result?.__typename === 'Session') toast({ title: 'Session removed', tone: 'success' });
    else toast({ title: 'Could not remove the session', description: result?.message, tone: 'error' });
  }

  return (
    <AdminSection
      id="sessions"
      title="Sessions"
      actions={activity.canEdit && <SessionDialog activity={activity} session={null} />}
    >
      <CaptionedTable
        caption="Sessions"
        columns={['Day', 'Time', 'Venue', 'Places', 'Waitlist', activity.canEdit && 'Changes']}
        size="1"
      >
        <TableStatusRow columns={6} loading={false} empty={activity.sessions.length === 0}>
          No sessions yet.
        </TableStatusRow>
        {activity.sessions.map((session) => (
          <Table.Row key={session.id}>
            <Table.RowHeaderCell>
              {formatDayHeader(session.startsAt)}{' '}
              {session.cancelled && (
                <Badge color="red" title={session.cancellationReason ?? undefined}>
                  Cancelled
                </Badge>
              )}
            </Table.RowHeaderCell>
            <Table.Cell>{formatTimeRange(new Date(session.startsAt), new Date(session.endsAt))}</Table.Cell>
            <Table.Cell>{venueLabel(session.venue)}</Table.Cell>
            <Table.Cell>{placesTaken(session)}</Table.Cell>
            <Table.Cell>{session.waitlistCount}</Table.Cell>
            {activity.canEdit && (
              <Table.Cell>
                <Flex gap="2" wrap="wrap">
                  {session.cancelled ? (
                    <RestoreSessionButton session={session} />
                  ) : (
                    <>
                      <SessionDialog activity={activity} session={session} />
                      <CancelSessionDialog activity={activity} session={session} />
                    </>
                  )}
                  <Button
                    size="1"
                    variant="soft"
                    color="red"
                    disabled={session.placesTaken > 0}
                    title={session.placesTaken > 0 ? 'People hold places in this session' : undefined}
                    onClick={() => removeSession(session)}
                  >
                    Remove
                  </Button>
                </Flex>
              </Table.Cell>
            )}
          </Table.Row>
        ))}
      </CaptionedTable>
    </AdminSection>
  );
}

const hhmm = (instant: string) => {
  const parts = zonedParts(new Date(instant));
  return `${String(parts.hour).padStart(2, '0')}:${String(parts.minute).padStart(2, '0')}`;
};

function initialValues(session: AdminSession | null, firstDay: string) {
  return session
    ? {
        date: isoDateInZone(new Date(session.startsAt)),
        startTime: hhmm(session.startsAt),
        endTime: hhmm(session.endsAt),
        venueId: session.venue?.id ?? '',
        capacity: session.capacity == null ? '' : String(session.capacity),
      }
    : { date: firstDay, startTime: '10:00', endTime: '13:00', venueId: '', capacity: '' };
}

const NO_VENUE = 'none';

/** Adds a session, or moves/changes one, in festival time. */
function SessionDialog({ activity, session }: { activity: AdminActivity; session: AdminSession | null }) {
  const festival = useOptionalFestival();
  const days = festival?.days ?? [];
  const toast = useToast();
  const form = useFormState(() => initialValues(session, days[0] ?? ''));
  const { values, problems } = form;
  const venues = useQuery(VenuesAdminQuery, { skip: !form.open });
  const [create, creating] = useMutation(CreateSessionMutation, REFRESH);
  const [update, updating] = useMutation(UpdateSessionMutation, REFRESH);
  const prefix = `session-${session?.id ?? 'new'}`;

  async function submit() {
    form.setFailure(null);
    const capacity = values.capacity.trim() === '' ? null : Number(values.capacity);
    if (capacity !== null && !Number.isInteger(capacity)) {
      form.setProblems({ capacity: 'Please give a whole number, or leave it blank for no limit' });
      return false;
    }
    const input = {
      date: values.date,
      startTime: values.startTime,
      endTime: values.endTime,
      venueId: values.venueId || null,
      capacity,
    };
    const result = session
      ? (await update({ variables: { id: session.id, input } })).data?.updateSession
      : (await create({ variables: { activityId: activity.id, input } })).data?.createSession;
    const saved = form.accept(result, 'Session', 'Could not save the session');
    if (saved) toast({ title: session ? 'Session saved' : 'Session added', tone: 'success' });
    return saved !== null;
  }

  return (
    <FormDialog
      form={form}
      trigger={addOrEditTrigger(!session, session ? 'Change' : 'Add session')}
      title={session ? 'Change session' : `New session of ${activity.name}`}
      description="Times are festival time (Aotearoa New Zealand)."
      maxWidth="32rem"
      submitLabel={session ? 'Save session' : 'Add session'}
      loading={creating.loading || updating.loading}
      onOpen={() => form.reset(initialValues(session, days[0] ?? ''))}
      submit={submit}
    >
      <FormField id={`${prefix}-date`} label="Day" problem={problems.date}>
        <Select.Root value={values.date} onValueChange={form.set('date')}>
          <Select.Trigger id={`${prefix}-date`} />
          <Select.Content>
            {days.map((day) => (
              <Select.Item key={day} value={day}>
                {formatDayHeader(day)}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </FormField>
      <Grid columns="2" gap="3">
        <TextInput id={`${prefix}-start`} label="Starts" type="time" {...form.field('startTime')} />
        <TextInput id={`${prefix}-end`} label="Ends" type="time" {...form.field('endTime')} />
      </Grid>
      <FormField id={`${prefix}-venue`} label="Venue" problem={problems.venueId}>
        <Select.Root
          value={values.venueId || NO_VENUE}
          onValueChange={(value) => form.set('venueId')(value === NO_VENUE ? '' : value)}
        >
          <Select.Trigger id={`${prefix}-venue`} />
          <Select.Content>
            <Select.Item value={NO_VENUE}>Venue TBC</Select.Item>
            {(venues.data?.venues ?? []).map((venue) => (
              <Select.Item key={venue.id} value={venue.id}>
                {venueLabel(venue)}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </FormField>
      <TextInput
        id={`${prefix}-capacity`}
        label="Capacity"
        type="number"
        {...form.field('capacity')}
        hint={session ? `${session.placesTaken} taken. Blank for no limit.` : 'Blank for no limit.'}
      />
    </FormDialog>
  );
}
