// Staff changes to places and waitlists: the confirmations, the refusals in staff's words and the
// session choices, shared by a person's page (registration-places-manager.tsx) and a session's
// page (session-place-actions.tsx).
import { useMutation, useQuery } from '@apollo/client/react';
import { Text } from '@radix-ui/themes';
import { formatDayHeader, formatTimeRange } from '#core/festival/dates';
import { ZOverCapacityReason, ZStaffPlaceReason } from '#core/registrations/schemas';
import { requiredString } from '#core/validation/messages';
import { useConfirm, usePrompt } from '#web/components/confirm-dialog';
import { useToast } from '#web/components/toasts';
import {
  StaffAddPlaceMutation,
  StaffAddToWaitlistMutation,
  StaffMovePlaceMutation,
  StaffRemoveFromWaitlistMutation,
  StaffRemovePlaceMutation,
  StaffSessionChoicesQuery,
} from './admin-places-queries';

/** Queries that show places and waitlists; refreshed after every staff change. */
const REFRESH = ['AdminRegistration', 'AdminSessionParticipants', 'StaffSessionChoices'];

/** Which rule the server refused on, in staff's words (the server's message follows it). */
export const RULE_NAMES: Record<string, string> = {
  WorkshopFullError: 'The session is full',
  PlaceClashError: 'Clashes with a place they already hold (use Move instead)',
  AlreadyInWorkshopError: 'They already have this workshop at another time',
  TeachingClashError: 'They are teaching at that time',
  RegistrationClosedError: 'Places cannot be changed in this registration phase',
  NotFoundError: 'Not found',
  ValidationError: 'Not valid',
};

export function ruleName(typename: string): string {
  return RULE_NAMES[typename] ?? 'Refused';
}

/** Who and which session a staff action is about, and how its confirmation names them. */
export type PlaceInput = { registrationId: string; sessionId: string; name: string; where: string };
const placeOf = (input: PlaceInput) => ({ registrationId: input.registrationId, sessionId: input.sessionId });

type Result = { __typename: string; message?: string; overCapacity?: boolean } | null | undefined;

export interface SessionChoice {
  id: string;
  label: string;
  capacity: number | null;
  placesTaken: number;
}

function sessionLabel(name: string, startsAt: string, endsAt: string): string {
  const start = new Date(startsAt);
  return `${name} — ${formatDayHeader(start)}, ${formatTimeRange(start, new Date(endsAt))}`;
}

export function useSessionChoices(): SessionChoice[] {
  const { data } = useQuery(StaffSessionChoicesQuery, { fetchPolicy: 'cache-and-network' });
  return (data?.festival?.activities ?? [])
    .flatMap((activity) =>
      activity.sessions.map((s) => ({
        id: s.id,
        startsAt: s.startsAt,
        label: sessionLabel(activity.name, s.startsAt, s.endsAt),
        capacity: s.capacity ?? null,
        placesTaken: s.placesTaken,
      })),
    )
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.label.localeCompare(b.label))
    .map(({ startsAt: _startsAt, ...choice }) => choice);
}

export const fullness = (s: SessionChoice) =>
  s.capacity == null ? `${s.placesTaken} placed` : `${s.placesTaken}/${s.capacity}`;

/**
 * The staff changes to one person's places, each confirmed first and reported by a toast. When a
 * session is full staff may go over capacity, but only by saying why (the server stores the reason).
 */
export function useStaffPlaces() {
  const confirm = useConfirm();
  const prompt = usePrompt();
  const toast = useToast();
  const options = { refetchQueries: REFRESH, awaitRefetchQueries: true };
  const [addPlace] = useMutation(StaffAddPlaceMutation, options);
  const [removePlace] = useMutation(StaffRemovePlaceMutation, options);
  const [movePlace] = useMutation(StaffMovePlaceMutation, options);
  const [addToWaitlist] = useMutation(StaffAddToWaitlistMutation, options);
  const [removeFromWaitlist] = useMutation(StaffRemoveFromWaitlistMutation, options);

  function report(result: Result, success: string): boolean {
    if (result?.__typename === 'PlaceChange') {
      toast({
        title: success,
        description: result.overCapacity ? 'Placed over capacity.' : undefined,
        tone: 'success',
      });
      return true;
    }
    if (result)
      toast({ title: ruleName(result.__typename), description: result.message ?? '', tone: 'error' });
    return false;
  }

  /** Asks for the reason to go over capacity (required, core's rule); null when staff decline. */
  function overCapacityReason(name: string, where: string, message: string): Promise<string | null> {
    return prompt({
      title: 'Add over capacity?',
      body: (
        <>
          <Text as="p" color="red">
            {message}
          </Text>
          <Text as="p">
            You can still place {name} in {where}, beyond its capacity. Say why; the reason is kept with the
            place and in the audit log.
          </Text>
        </>
      ),
      field: {
        label: 'Reason for going over capacity',
        placeholder: 'e.g. the tutor agreed to one more',
        schema: ZOverCapacityReason,
      },
      confirmLabel: 'Add over capacity',
      countdown: 1,
    });
  }

  /** An optional reason, kept in the person's history; null when staff decline. */
  async function reasonDialog(title: string, body: string, confirmLabel: string) {
    const reason = await prompt({
      title,
      body: <Text as="p">{body}</Text>,
      field: {
        label: 'Reason (optional)',
        placeholder: 'Reason (optional, kept in the history)',
        schema: ZStaffPlaceReason,
      },
      confirmLabel,
      color: 'red',
    });
    return reason === null ? null : { reason: reason || null };
  }

  return {
    async add(input: PlaceInput) {
      const confirmed = await confirm({
        title: `Give ${input.name} a place?`,
        body: `${input.name} gets a place in ${input.where} and one email saying so.`,
        confirmLabel: 'Add place',
        countdown: 1,
      });
      if (!confirmed) return false;
      const variables = placeOf(input);
      const first = (await addPlace({ variables })).data?.staffAddPlace;
      if (first?.__typename === 'WorkshopFullError') {
        const reason = await overCapacityReason(input.name, input.where, first.message);
        if (!reason) return false;
        const second = (await addPlace({ variables: { ...variables, overCapacityReason: reason } })).data
          ?.staffAddPlace;
        return report(second, `${input.name} added to ${input.where}`);
      }
      return report(first, `${input.name} added to ${input.where}`);
    },

    async remove(input: PlaceInput) {
      const answer = await reasonDialog(
        `Remove ${input.name} from ${input.where}?`,
        `Their place is given up and the first person waiting is offered it. ${input.name} gets one email. Staff changes ignore the 48-hour cutoff.`,
        'Remove place',
      );
      if (!answer) return false;
      const variables = { ...placeOf(input), reason: answer.reason };
      const result = (await removePlace({ variables })).data?.staffRemovePlace;
      return report(result, `${input.name} removed from ${input.where}`);
    },

    async move(input: {
      registrationId: string;
      fromSessionId: string;
      name: string;
      where: string;
      choices: SessionChoice[];
    }) {
      const targets = input.choices.filter((c) => c.id !== input.fromSessionId);
      const chosen = await prompt({
        title: `Move ${input.name}?`,
        body: (
          <Text as="p">
            From {input.where} to the session chosen below. Their old place goes to the first person waiting;{' '}
            {input.name} gets one email.
          </Text>
        ),
        field: {
          label: 'Move to session',
          placeholder: 'Choose a session',
          choices: targets.map((c) => ({ value: c.id, label: `${c.label} (${fullness(c)})` })),
          schema: requiredString(),
        },
        confirmLabel: 'Move',
        countdown: 1,
      });
      const to = targets.find((c) => c.id === chosen);
      if (!to) return false;
      const variables = {
        registrationId: input.registrationId,
        fromSessionId: input.fromSessionId,
        toSessionId: to.id,
      };
      const done = `${input.name} moved to ${to.label}`;
      const first = (await movePlace({ variables })).data?.staffMovePlace;
      if (first?.__typename === 'WorkshopFullError') {
        const reason = await overCapacityReason(input.name, to.label, first.message);
        if (!reason) return false;
        return report(
          (await movePlace({ variables: { ...variables, overCapacityReason: reason } })).data?.staffMovePlace,
          done,
        );
      }
      return report(first, done);
    },

    async waitlist(input: PlaceInput & { position: number | null; already?: boolean }) {
      const at = input.position ? `at position ${input.position}` : 'at the end';
      const confirmed = await confirm({
        title: input.already ? `Move ${input.name} on the waitlist?` : `Put ${input.name} on the waitlist?`,
        body: `${input.name} waits for ${input.where} ${at} (1 is offered the next free place). The others keep their order. ${input.name} gets one email.`,
        confirmLabel: input.already ? 'Change position' : 'Add to waitlist',
        countdown: 1,
      });
      if (!confirmed) return false;
      const variables = { ...placeOf(input), position: input.position };
      const result = (await addToWaitlist({ variables })).data?.staffAddToWaitlist;
      return report(result, `${input.name} is on the waitlist for ${input.where}`);
    },

    async unwaitlist(input: PlaceInput) {
      const answer = await reasonDialog(
        `Take ${input.name} off the waitlist for ${input.where}?`,
        `The people behind them move up. ${input.name} gets one email and it is kept in their history.`,
        'Take off waitlist',
      );
      if (!answer) return false;
      const variables = { ...placeOf(input), reason: answer.reason };
      const result = (await removeFromWaitlist({ variables })).data?.staffRemoveFromWaitlist;
      return report(result, `${input.name} taken off the waitlist for ${input.where}`);
    },
  };
}
