import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Text } from '@radix-ui/themes';
import { useConfirm } from '#web/components/confirm-dialog';
import { ErrorCallout } from '#web/components/error-callout';
import { FormDialog, useFormState } from '#web/components/form-dialog';
import { problemsFrom, TextInput } from '#web/components/form-field';
import { useToast } from '#web/components/toasts';
import { refetchAfter } from '#web/lib/auth';
import { isNotError } from '#web/lib/results';
import { type AdminActivity, type AdminSession, sessionWhen } from './activity-admin-types';
import {
  CancellationImpactQuery,
  CancelSessionMutation,
  RestoreSessionMutation,
} from './cancel-session-queries';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const REFRESH = refetchAfter('AdminActivity');

/**
 * Cancels a session after saying who it reaches: places and waitlists are released and each
 * person is emailed once; money is not refunded automatically (credits show on payments).
 */
export function CancelSessionDialog({
  activity,
  session,
}: {
  activity: AdminActivity;
  session: AdminSession;
}) {
  const toast = useToast();
  const form = useFormState({ reason: '' });
  const impactQuery = useQuery(CancellationImpactQuery, {
    variables: { type: activity.type, slug: activity.slug },
    skip: !form.open,
    fetchPolicy: 'network-only',
  });
  const [cancelSession, cancelling] = useMutation(CancelSessionMutation, REFRESH);
  const result = impactQuery.data?.activity;
  const impact = isNotError(result)
    ? result.sessions.find((other) => other.id === session.id)?.cancellationImpact
    : undefined;

  async function submit() {
    form.setFailure(null);
    form.setProblems({});
    const reason = form.values.reason.trim() || null;
    const { data } = await cancelSession({ variables: { id: session.id, reason } });
    const outcome = data?.cancelSession;
    if (outcome?.__typename === 'SessionCancellation') {
      const people = outcome.impact.people;
      toast({
        title: 'Session cancelled',
        description: people ? `${plural(people, 'person', 'people')} emailed.` : 'Nobody needed an email.',
        tone: 'success',
      });
      return true;
    }
    if (outcome?.__typename === 'ValidationError') form.setProblems(problemsFrom(outcome));
    form.setFailure(outcome?.message ?? 'Could not cancel the session');
    return false;
  }

  return (
    <FormDialog
      form={form}
      trigger={
        <Button size="1" variant="soft" color="red">
          Cancel session
        </Button>
      }
      title="Cancel this session?"
      description={`${activity.name}, ${sessionWhen(session)}.`}
      maxWidth="34rem"
      cancelLabel="Keep session"
      submitLabel={
        impact?.people ? `Cancel and email ${plural(impact.people, 'person', 'people')}` : 'Cancel session'
      }
      submitColor="red"
      submitDisabled={!impact}
      loading={cancelling.loading}
      onOpen={() => form.reset({ reason: '' })}
      submit={submit}
    >
      {impactQuery.error && <ErrorCallout>Could not count who this reaches. Please try again.</ErrorCallout>}
      {!impact && !impactQuery.error && <Text color="gray">Counting who this reaches…</Text>}
      {impact && (
        <Text as="p" size="2" data-testid="cancellation-impact">
          {plural(impact.placed, 'person holds a place', 'people hold places')},{' '}
          {plural(impact.waitlisted, 'is', 'are')} on the waitlist
          {impact.ranked > 0 ? `, ${plural(impact.ranked, 'ranking')} of it will be removed` : ''}.{' '}
          {impact.people > 0
            ? `${plural(impact.people, 'person', 'people')} will be emailed once.`
            : 'Nobody needs an email.'}
        </Text>
      )}
      <Text as="p" size="2" color="gray">
        Their places and waitlist spots are released and nobody is moved anywhere else. Payments are not
        refunded automatically: anyone who paid for it will show a credit on the payments page. The session
        stays listed as cancelled and can be restored later, empty.
      </Text>
      <TextInput
        id={`cancel-${session.id}-reason`}
        label="Why (told to the people emailed)"
        {...form.field('reason')}
        multiline={3}
      />
    </FormDialog>
  );
}

/** Makes a cancelled session bookable again; nobody is put back in it. */
export function RestoreSessionButton({ session }: { session: AdminSession }) {
  const toast = useToast();
  const confirm = useConfirm();
  const [restore, restoring] = useMutation(RestoreSessionMutation, REFRESH);

  async function onClick() {
    const sure = await confirm({
      title: 'Restore this session?',
      body: `${sessionWhen(session)}. It becomes bookable again, empty: nobody who had a place is put back.`,
      confirmLabel: 'Restore session',
    });
    if (!sure) return;
    const { data } = await restore({ variables: { id: session.id } });
    const outcome = data?.restoreSession;
    if (outcome?.__typename === 'Session') toast({ title: 'Session restored', tone: 'success' });
    else toast({ title: 'Could not restore the session', description: outcome?.message, tone: 'error' });
  }

  return (
    <Button size="1" variant="soft" loading={restoring.loading} onClick={onClick}>
      Restore
    </Button>
  );
}
