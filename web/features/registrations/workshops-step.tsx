import { useMutation, useQuery } from '@apollo/client/react';
import { ArrowDownIcon, ArrowUpIcon, Cross2Icon, PlusIcon } from '@radix-ui/react-icons';
import {
  Badge,
  Button,
  Callout,
  Card,
  Dialog,
  Flex,
  Grid,
  Heading,
  IconButton,
  Skeleton,
  Text,
} from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { formatDayHeader, formatTimeRange, groupByDayAndPart, type PartOfDay } from '#core/festival/dates';
import {
  addRankedSession,
  clashingSessions,
  displayRank,
  isWithinLeaveCutoff,
  moveRankedSession,
  preferenceWorkshopCount,
  type RankedPreference,
  removeRankedSession,
  sessionSlots,
} from '#core/registrations/rules';
import { useConfirm } from '#web/components/confirm-dialog';
import { useToast } from '#web/components/toasts';
import type { RegistrationPhase, RegistrationQuery } from '#web/graphql/graphql';
import {
  JoinSessionMutation,
  JoinWaitlistMutation,
  LeaveSessionMutation,
  LeaveWaitlistMutation,
  RegistrationQuery as RegistrationDocument,
  SaveWorkshopPreferencesMutation,
  WorkshopSessionsQuery,
} from './registration-queries';
import { isPreferencePhase, StepFooter, useCartDraft } from './wizard';
import { ErrorCallout } from '#web/components/error-callout';

type Registration = NonNullable<RegistrationQuery['currentRegistration']>;

export interface WorkshopSession {
  id: string;
  startsAt: Date;
  endsAt: Date;
  full: boolean;
  capacity: number | null;
  placesTaken: number;
  waitlistCount: number;
  /** Decided by the server for the viewer (one definition for every screen). */
  placesLeft: number | null;
  canJoin: boolean;
  canJoinWaitlist: boolean;
  canLeave: boolean;
  workshop: { id: string; name: string; slug: string; descriptionHtml: string; presenters: string[] };
}

const PART_LABELS: Record<PartOfDay, string> = {
  allDay: 'All day',
  morning: 'Morning',
  afternoon: 'Afternoon',
};

export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

interface WorkshopActions {
  phase: RegistrationPhase;
  sessions: Map<string, WorkshopSession>;
  ranking: RankedPreference[];
  registration: Registration | null;
  now: Date;
  rank: (sessionId: string) => void;
  unrank: (sessionId: string) => void;
  move: (sessionId: string, direction: 'up' | 'down') => void;
  join: (session: WorkshopSession) => Promise<void>;
  leave: (session: WorkshopSession) => Promise<void>;
  joinWaitlist: (session: WorkshopSession) => Promise<void>;
  leaveWaitlist: (session: WorkshopSession) => Promise<void>;
}

const ActionsContext = createContext<WorkshopActions | null>(null);

function useActions(): WorkshopActions {
  const actions = useContext(ActionsContext);
  if (!actions) throw new Error('Workshop actions need the workshops step');
  return actions;
}

function useWorkshopSessions(): { sessions: WorkshopSession[]; loading: boolean } {
  const { data, loading } = useQuery(WorkshopSessionsQuery, { fetchPolicy: 'cache-and-network' });
  const sessions = useMemo(
    () =>
      (data?.festival?.activities ?? []).flatMap((activity) =>
        activity.sessions.map((s) => ({
          id: s.id,
          startsAt: new Date(s.startsAt),
          endsAt: new Date(s.endsAt),
          full: s.full,
          capacity: s.capacity ?? null,
          placesTaken: s.placesTaken,
          waitlistCount: s.waitlistCount,
          placesLeft: s.placesLeft ?? null,
          canJoin: s.canJoin,
          canJoinWaitlist: s.canJoinWaitlist,
          canLeave: s.canLeave,
          workshop: {
            id: activity.id,
            name: activity.name,
            slug: activity.slug,
            descriptionHtml: activity.descriptionHtml,
            presenters: activity.presenters.map((p) => p.name),
          },
        })),
      ),
    [data],
  );
  return { sessions, loading: loading && !data };
}

/**
 * Choosing workshops. Before allocation (earlybird) people rank sessions in each slot, by click or
 * keyboard, saved when they move on; in the general phase each action takes effect at once.
 */
export function WorkshopsStep({
  phase,
  registration,
  onNext,
  children,
}: {
  phase: RegistrationPhase;
  registration: Registration | null;
  onNext: () => void;
  children?: ReactNode;
}) {
  const { sessions, loading } = useWorkshopSessions();
  const byId = useMemo(() => new Map(sessions.map((s) => [s.id, s])), [sessions]);
  const saved = useMemo(
    () => (registration?.preferences ?? []).map((p) => ({ sessionId: p.sessionId, position: p.position })),
    [registration],
  );
  const [ranking, setRanking] = useState<RankedPreference[]>(saved);
  const [problem, setProblem] = useState<string | null>(null);
  const { setDraftCount } = useCartDraft();
  const toast = useToast();
  const confirm = useConfirm();
  const refetch = {
    refetchQueries: [RegistrationDocument, WorkshopSessionsQuery],
    awaitRefetchQueries: true,
  };
  const [savePreferences, saving] = useMutation(SaveWorkshopPreferencesMutation, refetch);
  const [joinSession] = useMutation(JoinSessionMutation, refetch);
  const [leaveSession] = useMutation(LeaveSessionMutation, refetch);
  const [joinWaitlist] = useMutation(JoinWaitlistMutation, refetch);
  const [leaveWaitlist] = useMutation(LeaveWaitlistMutation, refetch);
  const ranks = isPreferencePhase(phase);
  const editable = phase === 'Earlybird';

  // Rankings are saved as they go (debounced, without an email) so a reload or a closed tab never
  // loses one; Next saves once more with the summary email. Until a local edit is saved, what the
  // server returns must not overwrite it.
  const [autosave] = useMutation(SaveWorkshopPreferencesMutation);
  const [saveState, setSaveState] = useState<'idle' | 'pending' | 'saving' | 'saved' | 'error'>('idle');
  const dirty = useRef(false);
  const notifyDue = useRef(false);
  const latest = useRef(ranking);
  latest.current = ranking;
  useEffect(() => {
    if (!dirty.current) setRanking(saved);
  }, [saved]);
  const edit = (change: (r: RankedPreference[]) => RankedPreference[]) => {
    dirty.current = true;
    setRanking(change);
  };
  useEffect(() => {
    if (!editable || !dirty.current) return;
    setSaveState('pending');
    const sent = ranking;
    const timer = setTimeout(async () => {
      setSaveState('saving');
      try {
        const { data } = await autosave({ variables: { preferences: sent, notify: false } });
        const result = data?.saveWorkshopPreferences;
        if (result && result.__typename !== 'Registration') {
          setSaveState('error');
          setProblem('message' in result ? result.message : 'Could not save your ranking');
          return;
        }
        notifyDue.current = true;
        if (latest.current === sent) {
          dirty.current = false;
          setSaveState('saved');
          setProblem(null);
        }
      } catch {
        setSaveState('error');
      }
    }, 800);
    return () => clearTimeout(timer);
  }, [ranking, editable, autosave]);
  const unsaved = saveState === 'pending' || saveState === 'saving' || saveState === 'error';
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  useEffect(() => {
    if (!ranks) return;
    const ranked = ranking.map((p) => byId.get(p.sessionId)).filter((s) => s !== undefined);
    setDraftCount(preferenceWorkshopCount(ranked));
    return () => setDraftCount(null);
  }, [ranks, ranking, byId, setDraftCount]);

  const report = (result: { __typename: string; message?: string } | undefined, success: string) => {
    if (!result) return;
    if ('message' in result && result.message)
      toast({ title: 'Sorry', description: result.message, tone: 'error' });
    else toast({ title: success, tone: 'success' });
  };

  const actions: WorkshopActions = {
    phase,
    sessions: byId,
    ranking,
    registration,
    now: new Date(),
    rank: (id) => edit((r) => addRankedSession(r, id, byId)),
    unrank: (id) => edit((r) => removeRankedSession(r, id, byId)),
    move: (id, direction) => edit((r) => moveRankedSession(r, id, direction, byId)),
    join: async (session) => {
      const { data } = await joinSession({ variables: { sessionId: session.id } });
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

  async function next() {
    setProblem(null);
    const changed =
      JSON.stringify([...ranking].sort(bySession)) !== JSON.stringify([...saved].sort(bySession));
    if (editable && (changed || dirty.current || notifyDue.current)) {
      const { data } = await savePreferences({ variables: { preferences: ranking, notify: true } });
      const result = data?.saveWorkshopPreferences;
      if (result && result.__typename !== 'Registration') {
        setProblem('message' in result ? result.message : 'Could not save');
        return;
      }
      dirty.current = false;
      notifyDue.current = false;
      setSaveState('saved');
    }
    onNext();
  }

  const groups = groupByDayAndPart(sessions, (s) => s);

  return (
    <ActionsContext.Provider value={actions}>
      <Flex direction="column" gap="5">
        <WorkshopsIntro phase={phase} />
        {editable && (
          <Text size="2" color={saveState === 'error' ? 'red' : 'gray'} role="status" aria-live="polite">
            {
              {
                idle: '',
                pending: 'Saving…',
                saving: 'Saving…',
                saved: 'Saved',
                error: 'Not saved yet: check your connection and try again',
              }[saveState]
            }
          </Text>
        )}
        {problem && <ErrorCallout>{problem}</ErrorCallout>}
        {loading ? (
          <Skeleton height="20rem" />
        ) : (
          groups.map((day) => (
            <Flex key={day.date} direction="column" gap="3" asChild>
              <section aria-labelledby={`day-${day.date}`}>
                <Heading as="h3" size="5" id={`day-${day.date}`}>
                  {formatDayHeader(day.date)}
                </Heading>
                {day.parts.map((part) => (
                  <Flex key={part.part} direction="column" gap="2" asChild>
                    <section aria-label={`${formatDayHeader(day.date)}, ${PART_LABELS[part.part]}`}>
                      <Heading as="h4" size="3" color="gray">
                        {PART_LABELS[part.part]}
                      </Heading>
                      <Grid columns={{ initial: '1', sm: '2', lg: '3' }} gap="3">
                        {part.items.map((session) => (
                          <SessionCard key={session.id} session={session} />
                        ))}
                      </Grid>
                    </section>
                  </Flex>
                ))}
              </section>
            </Flex>
          ))
        )}
      </Flex>
      <StepFooter back="/register/code-of-conduct" busy={saving.loading} onNext={next} />
      {children}
    </ActionsContext.Provider>
  );
}

const bySession = (a: RankedPreference, b: RankedPreference) => a.sessionId.localeCompare(b.sessionId);

function WorkshopsIntro({ phase }: { phase: RegistrationPhase }) {
  if (phase === 'Paused') {
    return (
      <Callout.Root>
        <Callout.Text>
          <strong>Registrations paused.</strong> We are allocating workshops; you can look around, and
          choosing opens again in a day or two.
        </Callout.Text>
      </Callout.Root>
    );
  }
  if (isPreferencePhase(phase)) {
    return (
      <Flex direction="column" gap="2">
        <Heading as="h2" size="6">
          Workshop preferences
        </Heading>
        <Text as="p">
          In each time slot, rank as many workshops as you like: your 1st choice, 2nd, 3rd… You can change
          them until preferential registration closes, and nothing is charged until your places are confirmed.
        </Text>
        <Text as="p" size="2" color="gray">
          Full-day workshops run 10–1 and 2–5, count in both slots and are charged as two workshops. Use the
          arrow keys on a ranked workshop to move it up or down, and Delete to remove it.
        </Text>
      </Flex>
    );
  }
  return (
    <Flex direction="column" gap="2">
      <Heading as="h2" size="6">
        Workshop selection
      </Heading>
      <Text as="p">
        Choose as many workshops as you like: the more you take, the bigger the discount. If one is full, join
        its waitlist and we’ll move you in (and out of anything at the same time) when a place frees up, and
        email you.
      </Text>
      <Text as="p" size="2" color="gray">
        Leaving a workshop less than 48 hours before it starts is not possible here and is not refunded.
      </Text>
    </Flex>
  );
}

function useSessionState(session: WorkshopSession) {
  const { registration, ranking, now, phase, sessions } = useActions();
  const teaching = (registration?.teaching ?? []).map((t) => ({
    id: t.id,
    startsAt: new Date(t.startsAt),
    endsAt: new Date(t.endsAt),
  }));
  return {
    rank: displayRank(ranking, session.id, sessions),
    placed: (registration?.sessions ?? []).some((s) => s.id === session.id),
    waitlistPlace: (registration?.waitlist ?? []).find((w) => w.sessionId === session.id)?.place ?? null,
    teachingClash: clashingSessions(session, teaching).length > 0,
    tooLate: isWithinLeaveCutoff(session, now),
    fullDay: sessionSlots(session).length > 1,
    soldOut: session.full,
    phase,
  };
}

function SessionCard({ session }: { session: WorkshopSession }) {
  const state = useSessionState(session);
  const disabled =
    state.teachingClash || state.phase === 'Paused' || state.phase === 'Closed' || state.tooLate;
  return (
    <Card
      data-testid="workshop-session"
      aria-label={session.workshop.name}
      style={
        disabled && !state.placed && state.rank === null
          ? { filter: 'grayscale(1)', opacity: 0.7 }
          : undefined
      }
    >
      <Flex direction="column" gap="2" height="100%">
        <Flex justify="between" gap="2" align="start">
          <Text weight="bold" asChild>
            <Link
              to="/register/workshops/$slug"
              params={{ slug: session.workshop.slug }}
              search={{ session: session.id }}
              replace
            >
              {session.workshop.name}
            </Link>
          </Text>
          {!isPreferencePhase(state.phase) && state.soldOut && <Badge color="crimson">Sold out</Badge>}
        </Flex>
        <Text size="2" color="gray">
          {session.workshop.presenters.join(', ')} · {formatTimeRange(session.startsAt, session.endsAt)}
        </Text>
        {state.fullDay && (
          <Text size="1" color="gray">
            Full day: counts as two workshops
          </Text>
        )}
        {state.teachingClash && (
          <Text size="1" color="orange">
            You’re teaching at this time
          </Text>
        )}
        <Flex mt="auto" pt="2">
          <SessionControls session={session} />
        </Flex>
      </Flex>
    </Card>
  );
}

/** The buttons for one session: ranking controls before allocation, place and waitlist after. */
export function SessionControls({ session, onDone }: { session: WorkshopSession; onDone?: () => void }) {
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
  const name = session.workshop.name;

  if (isPreferencePhase(state.phase)) {
    const editable = state.phase === 'Earlybird' && !state.teachingClash;
    if (state.rank === null) {
      if (!editable) return null;
      return (
        <Button
          variant="soft"
          onClick={() => {
            actions.rank(session.id);
            onDone?.();
          }}
          aria-label={`Add ${name} to my preferences`}
        >
          <PlusIcon /> Add to my preferences
        </Button>
      );
    }
    return (
      <Flex gap="2" align="center">
        <Button
          variant="solid"
          disabled={!editable}
          aria-label={`${name}: ${ordinal(state.rank)} choice. Arrow keys move it, Delete removes it`}
          onKeyDown={(event) => {
            if (!editable) return;
            if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') actions.move(session.id, 'up');
            else if (event.key === 'ArrowDown' || event.key === 'ArrowRight')
              actions.move(session.id, 'down');
            else if (event.key === 'Delete' || event.key === 'Backspace') actions.unrank(session.id);
            else return;
            event.preventDefault();
          }}
        >
          {ordinal(state.rank)} choice
        </Button>
        {editable && (
          <>
            <IconButton
              variant="ghost"
              aria-label={`Move ${name} up`}
              onClick={() => actions.move(session.id, 'up')}
            >
              <ArrowUpIcon />
            </IconButton>
            <IconButton
              variant="ghost"
              aria-label={`Move ${name} down`}
              onClick={() => actions.move(session.id, 'down')}
            >
              <ArrowDownIcon />
            </IconButton>
            <IconButton
              variant="ghost"
              color="gray"
              aria-label={`Remove ${name} from my preferences`}
              onClick={() => {
                actions.unrank(session.id);
                onDone?.();
              }}
            >
              <Cross2Icon />
            </IconButton>
          </>
        )}
      </Flex>
    );
  }

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

/** The details of one session, opened from its card (`/register/workshops/{slug}?session=`). */
export function WorkshopDialog({ sessionId, onClose }: { sessionId: string; onClose: () => void }) {
  const { sessions, ranking } = useActions();
  const session = sessions.get(sessionId);
  const rank = displayRank(ranking, sessionId, sessions) ?? undefined;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="40rem">
        {session ? (
          <Flex direction="column" gap="3">
            <Dialog.Title>{session.workshop.name}</Dialog.Title>
            <Dialog.Description size="2" color="gray">
              {session.workshop.presenters.join(', ')} · {formatDayHeader(session.startsAt)},{' '}
              {formatTimeRange(session.startsAt, session.endsAt)}
            </Dialog.Description>
            {sessionSlots(session).length > 1 && (
              <Callout.Root>
                <Callout.Text>
                  This is a full-day workshop: it takes both slots and is charged as two.
                </Callout.Text>
              </Callout.Root>
            )}
            <div
              className="prose"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised on the server
              dangerouslySetInnerHTML={{ __html: session.workshop.descriptionHtml }}
            />
            {rank !== undefined && <Text weight="bold">{ordinal(rank)} choice for this session</Text>}
            <Flex justify="between" align="center">
              <SessionControls session={session} />
              <Dialog.Close>
                <Button variant="soft" color="gray">
                  Close
                </Button>
              </Dialog.Close>
            </Flex>
          </Flex>
        ) : (
          <Dialog.Title>Workshop not found</Dialog.Title>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
