import { useMutation } from '@apollo/client/react';
import { ArrowDownIcon, ArrowUpIcon, Cross2Icon, PlusIcon } from '@radix-ui/react-icons';
import { Button, Flex, IconButton, Text } from '@radix-ui/themes';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  addRankedSession,
  moveRankedSession,
  preferenceWorkshopCount,
  type RankedPreference,
  removeRankedSession,
} from '#core/registrations/rules';
import {
  RegistrationQuery as RegistrationDocument,
  SaveWorkshopPreferencesMutation,
  WorkshopSessionsQuery,
} from './registration-queries';
import { useCartDraft } from './wizard';
import {
  ordinal,
  type RankingActions,
  type Registration,
  useActions,
  useSessionState,
  type WorkshopSession,
} from './workshop-sessions';

// Before allocation (earlybird) people rank sessions in each slot, by click or keyboard.

type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

export interface Ranking extends RankingActions {
  saveState: SaveState;
  /** Saving on Next (with the summary email). */
  saving: boolean;
  /** Saves what is unsaved before moving on; false when the server refused it. */
  saveBeforeNext: () => Promise<boolean>;
}

/**
 * The viewer's ranking, saved as they go (debounced, without an email) so a reload or a closed tab
 * never loses one; Next saves once more with the summary email. Until a local edit is saved, what
 * the server returns must not overwrite it.
 */
export function useRanking({
  preferences,
  registration,
  sessions,
  setProblem,
}: {
  preferences: boolean;
  registration: Registration | null;
  sessions: Map<string, WorkshopSession>;
  setProblem: (problem: string | null) => void;
}): Ranking {
  const byId = sessions;
  const saved = useMemo(
    () => (registration?.preferences ?? []).map((p) => ({ sessionId: p.sessionId, position: p.position })),
    [registration],
  );
  const [ranking, setRanking] = useState<RankedPreference[]>(saved);
  const { setDraftCount } = useCartDraft();
  const [savePreferences, saving] = useMutation(SaveWorkshopPreferencesMutation, {
    refetchQueries: [RegistrationDocument, WorkshopSessionsQuery],
    awaitRefetchQueries: true,
  });
  const ranks = preferences;
  const editable = registration?.canRank ?? false;

  const [autosave] = useMutation(SaveWorkshopPreferencesMutation);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const dirty = useRef(false);
  const latest = useRef(ranking);
  latest.current = ranking;
  useEffect(() => {
    if (!dirty.current) setRanking(saved);
  }, [saved]);
  const edit = (change: (r: RankedPreference[]) => RankedPreference[]) => {
    dirty.current = true;
    setRanking(change);
  };
  // A ranking changed but not yet sent (its timer is waiting); sent at once if the page goes away.
  const unsent = useRef<RankedPreference[] | null>(null);
  const autosaveRef = useRef(autosave);
  autosaveRef.current = autosave;
  useEffect(
    () => () => {
      // Leaving inside the app (Back, a link) unmounts before the timer fires: save now (defect 5).
      const preferences = unsent.current;
      if (preferences)
        void autosaveRef.current({ variables: { preferences, notify: false } }).catch(() => undefined);
    },
    [],
  );
  useEffect(() => {
    if (!editable || !dirty.current) return;
    setSaveState('pending');
    const sent = ranking;
    unsent.current = sent;
    const timer = setTimeout(async () => {
      if (unsent.current === sent) unsent.current = null;
      setSaveState('saving');
      try {
        const { data } = await autosave({ variables: { preferences: sent, notify: false } });
        const result = data?.saveWorkshopPreferences;
        if (result && result.__typename !== 'Registration') {
          setSaveState('error');
          setProblem('message' in result ? result.message : 'Could not save your ranking');
          return;
        }
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
  }, [ranking, editable, autosave, setProblem]);
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

  async function saveBeforeNext(): Promise<boolean> {
    // Always asked to email: the server sends the summary only when this ranking was not the
    // last one emailed (it may have been saved silently before a reload).
    if (editable) {
      const { data } = await savePreferences({ variables: { preferences: ranking, notify: true } });
      const result = data?.saveWorkshopPreferences;
      if (result && result.__typename !== 'Registration') {
        setProblem('message' in result ? result.message : 'Could not save');
        return false;
      }
      dirty.current = false;
      setSaveState('saved');
    }
    return true;
  }

  return {
    ranking,
    rank: (id) => edit((r) => addRankedSession(r, id, byId)),
    unrank: (id) => edit((r) => removeRankedSession(r, id, byId)),
    move: (id, direction) => edit((r) => moveRankedSession(r, id, direction, byId)),
    saveState,
    saving: saving.loading,
    saveBeforeNext,
  };
}

export function RankingSaveStatus({ saveState }: { saveState: SaveState }) {
  return (
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
  );
}

/** The workshops step's words while participants rank workshops for the lottery. */
export const RANKING_INTRO = {
  title: 'Workshop preferences',
  lead: 'In each time slot, rank as many workshops as you like: your 1st choice, 2nd, 3rd… You can change them until preferential registration closes, and nothing is charged until your places are confirmed.',
  note: 'Full-day workshops run 10–1 and 2–5, count in both slots and are charged as two workshops. Use the arrow keys on a ranked workshop to move it up or down, and Delete to remove it.',
};

/** Ranking controls for one session: add it, move it, remove it. */
export function RankingControls({ session, onDone }: { session: WorkshopSession; onDone?: () => void }) {
  const actions = useActions();
  const state = useSessionState(session);
  const name = session.workshop.name;
  const editable = state.canRank && !state.teachingClash;
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
          else if (event.key === 'ArrowDown' || event.key === 'ArrowRight') actions.move(session.id, 'down');
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
