import { useMutation } from '@apollo/client/react';
import { Badge, Button, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { useConfirm } from '#web/components/confirm-dialog';
import { useToast } from '#web/components/toasts';
import {
  JoinSessionMutation,
  JoinWaitlistMutation,
  LeaveSessionMutation,
  LeaveWaitlistMutation,
  RegistrationQuery as RegistrationDocument,
  WorkshopSessionsQuery,
} from './registration-queries';
import { type PlaceActions, useActions, useSessionState, type WorkshopSession } from './workshop-sessions';

// After allocation (general phase) each action takes effect at once: take or give up a place,
// join or leave a waitlist.

/** Places and waitlists, each with a toast saying what happened. */
export function usePlaceActions(): PlaceActions {
  const toast = useToast();
  const confirm = useConfirm();
  const refetch = {
    refetchQueries: [RegistrationDocument, WorkshopSessionsQuery],
    awaitRefetchQueries: true,
  };
  const [joinSession] = useMutation(JoinSessionMutation, refetch);
  const [leaveSession] = useMutation(LeaveSessionMutation, refetch);
  const [joinWaitlist] = useMutation(JoinWaitlistMutation, refetch);
  const [leaveWaitlist] = useMutation(LeaveWaitlistMutation, refetch);

  const report = (result: { __typename: string; message?: string } | undefined, success: string) => {
    if (!result) return;
    if ('message' in result && result.message)
      toast({ title: 'Sorry', description: result.message, tone: 'error' });
    else toast({ title: success, tone: 'success' });
  };

  return {
    join: async (session) => {
      let { data } = await joinSession({ variables: { sessionId: session.id } });
      const asked = data?.joinSession;
      if (asked?.__typename === 'SwapNeedsConfirmationError') {
        // Giving up a place is never silent: say what goes and whether it can be had back.
        const ok = await confirm({
          title: `Swap to ${session.workshop.name}?`,
          body: swapConsequences(asked.givingUp),
          confirmLabel: 'Swap workshops',
          color: 'red',
        });
        if (!ok) return;
        ({ data } = await joinSession({ variables: { sessionId: session.id, confirmSwap: true } }));
      }
      const result = data?.joinSession;
      const replaced =
        result?.__typename === 'PlaceChange' && result.removedFrom.length > 0
          ? ` (instead of ${result.removedFrom.map((s) => s.activity.name).join(' and ')})`
          : '';
      report(result, `You’re in ${session.workshop.name}${replaced}`);
    },
    leave: async (session) => {
      const ok = await confirm({
        title: `Leave ${session.workshop.name}?`,
        body: session.full
          ? 'It is full: your place will go to the first person on the waitlist, and the only way back is the waitlist.'
          : 'Your place will go to someone else if they take it.',
        confirmLabel: 'Leave workshop',
        color: 'red',
      });
      if (!ok) return;
      const { data } = await leaveSession({ variables: { sessionId: session.id } });
      report(data?.leaveSession, `You have left ${session.workshop.name}`);
    },
    joinWaitlist: async (session) => {
      const { data } = await joinWaitlist({ variables: { sessionId: session.id } });
      report(data?.joinWaitlist, `You’re on the waitlist for ${session.workshop.name}`);
    },
    leaveWaitlist: async (session) => {
      const { data } = await leaveWaitlist({ variables: { sessionId: session.id } });
      report(data?.leaveWaitlist, `You have left the waitlist for ${session.workshop.name}`);
    },
  };
}

/** What a swap gives up, in the participant's words (issue 24: name it, and whether it comes back). */
export function swapConsequences(
  givingUp: ReadonlyArray<{ canHaveBack: boolean; session: { activity: { name: string } } }>,
): string {
  return givingUp
    .map(({ canHaveBack, session }) =>
      canHaveBack
        ? `You will give up your place in ${session.activity.name}. Nobody is waiting for it, so you could take it back while it has a free place.`
        : `You will give up your place in ${session.activity.name}. People are waiting for it, so your place goes to them and you can’t have it back.`,
    )
    .join(' ');
}

/** The workshops step's words while places are given first come, first served. */
export const JOINING_INTRO = {
  title: 'Workshop selection',
  lead: 'Choose as many workshops as you like: the more you take, the bigger the discount. If one is full, join its waitlist and we’ll move you in (and out of anything at the same time) when a place frees up, and email you.',
  note: 'Leaving a workshop less than 48 hours before it starts is not possible here and is not refunded.',
};

/** Place and waitlist buttons for one session. */
export function JoiningControls({ session, onDone }: { session: WorkshopSession; onDone?: () => void }) {
  const actions = useActions();
  const state = useSessionState(session);
  const [busy, setBusy] = useState(false);
  const run = (fn: () => Promise<void>) => async () => {
    setBusy(true);
    try {
      await fn();
      onDone?.();
    } finally {
      setBusy(false);
    }
  };

  if (state.placed) {
    return (
      <Flex gap="2" align="center">
        <Badge color="green">You’re in</Badge>
        {session.canLeave && (
          <Button variant="soft" color="red" loading={busy} onClick={run(() => actions.leave(session))}>
            Leave workshop
          </Button>
        )}
      </Flex>
    );
  }
  if (state.waitlistPlace !== null) {
    return (
      <Flex gap="2" align="center">
        <Badge>Waitlist #{state.waitlistPlace}</Badge>
        <Button
          variant="soft"
          color="gray"
          loading={busy}
          onClick={run(() => actions.leaveWaitlist(session))}
        >
          Leave waitlist
        </Button>
      </Flex>
    );
  }
  if (state.teachingClash) return null;
  // What may be done now is the server's decision (Session.canJoin / canJoinWaitlist).
  if (session.canJoinWaitlist) {
    return (
      <Button variant="soft" loading={busy} onClick={run(() => actions.joinWaitlist(session))}>
        Join waitlist
      </Button>
    );
  }
  if (!session.canJoin) return null;
  return (
    <Button loading={busy} onClick={run(() => actions.join(session))}>
      Add workshop
    </Button>
  );
}
