import { Badge, Button, Callout, Card, Dialog, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useMemo, useState } from 'react';
import { formatDayHeader, formatTimeRange } from '#core/festival/dates';
import { displayRank, sessionSlots } from '#core/registrations/rules';
import { ErrorCallout } from '#web/components/error-callout';
import type { RegistrationPhase } from '#web/graphql/graphql';
import { StepFooter } from './wizard';
import { JOINING_INTRO, JoiningControls, usePlaceActions } from './workshop-joining';
import { RANKING_INTRO, RankingControls, RankingSaveStatus, useRanking } from './workshop-ranking';
import {
  ActionsContext,
  ordinal,
  type Registration,
  SessionsByDay,
  useActions,
  useSessionState,
  useWorkshopSessions,
  type WorkshopActions,
  type WorkshopSession,
} from './workshop-sessions';

/**
 * Choosing workshops: before allocation (earlybird) people rank sessions in each slot
 * (workshop-ranking.tsx), saved as they go; in the general phase each action takes effect at once
 * (workshop-joining.tsx).
 */
export function WorkshopsStep({
  phase,
  preferences,
  registration,
  onNext,
  children,
}: {
  phase: RegistrationPhase;
  /** Before allocation (Festival.preferencePhase): ranking, not joining. */
  preferences: boolean;
  registration: Registration | null;
  onNext: () => void;
  children?: ReactNode;
}) {
  const { sessions, loading } = useWorkshopSessions();
  const byId = useMemo(() => new Map(sessions.map((s) => [s.id, s])), [sessions]);
  const [problem, setProblem] = useState<string | null>(null);
  const ranking = useRanking({ preferences, registration, sessions: byId, setProblem });
  const places = usePlaceActions();
  const editable = registration?.canRank ?? false;

  const actions: WorkshopActions = {
    phase,
    preferences,
    sessions: byId,
    sessionsLoading: loading,
    registration,
    ranking: ranking.ranking,
    rank: ranking.rank,
    unrank: ranking.unrank,
    move: ranking.move,
    ...places,
  };

  async function next() {
    setProblem(null);
    if (await ranking.saveBeforeNext()) onNext();
  }

  return (
    <ActionsContext.Provider value={actions}>
      <Flex direction="column" gap="5">
        <WorkshopsIntro phase={phase} preferences={preferences} />
        {editable && <RankingSaveStatus saveState={ranking.saveState} />}
        {problem && <ErrorCallout>{problem}</ErrorCallout>}
        {loading ? (
          <Skeleton height="20rem" />
        ) : (
          <SessionsByDay sessions={sessions} card={(session) => <SessionCard session={session} />} />
        )}
      </Flex>
      <StepFooter back="/register/code-of-conduct" busy={ranking.saving} onNext={next} />
      {children}
    </ActionsContext.Provider>
  );
}

function WorkshopsIntro({ phase, preferences }: { phase: RegistrationPhase; preferences: boolean }) {
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
  const intro = preferences ? RANKING_INTRO : JOINING_INTRO;
  return (
    <Flex direction="column" gap="2">
      <Heading as="h2" size="6">
        {intro.title}
      </Heading>
      <Text as="p">{intro.lead}</Text>
      <Text as="p" size="2" color="gray">
        {intro.note}
      </Text>
    </Flex>
  );
}

function SessionCard({ session }: { session: WorkshopSession }) {
  const state = useSessionState(session);
  const disabled = state.teachingClash || state.readOnly || state.tooLate;
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
          {!state.preferences && state.soldOut && <Badge color="crimson">Sold out</Badge>}
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
  const { preferences } = useActions();
  return preferences ? (
    <RankingControls session={session} onDone={onDone} />
  ) : (
    <JoiningControls session={session} onDone={onDone} />
  );
}

/** The details of one session, opened from its card (`/register/workshops/{slug}?session=`). */
export function WorkshopDialog({ sessionId, onClose }: { sessionId: string; onClose: () => void }) {
  const { sessions, sessionsLoading, ranking } = useActions();
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
        ) : sessionsLoading ? (
          <Flex direction="column" gap="3" aria-busy="true">
            <Dialog.Title>
              <Skeleton>Loading the workshop</Skeleton>
            </Dialog.Title>
            <Skeleton height="8rem" />
          </Flex>
        ) : (
          <Dialog.Title>Workshop not found</Dialog.Title>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
