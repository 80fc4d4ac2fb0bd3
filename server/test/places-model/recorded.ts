import type { Scenario } from './commands';

// Counterexamples the model found (server/domains/registrations/places.model.api.test.ts), replayed on every run.
/**
 * Counterexamples the model found, replayed on every run: each failed before its fix.
 * - serve-own-queue: a lottery puts someone (ranking the half day first) in the full day and on
 *   the half day's waitlist; staff remove their full-day place, and the half day's free place
 *   must now reach them (it stayed empty beside them).
 */
export const RECORDED: Record<string, Scenario> = {
  'joined-themselves-beats-ranking': {
    // Issue 24 defect 2, as the model sees it: the lottery gives someone S, ranked above T at the
    // same time; in general they join T's waitlist themselves; T's place frees and must reach them
    // (they chose the queue over S). Broken, they are skipped and T's place stays free.
    layout: [
      { day: 0, part: 'am' },
      { day: 0, part: 'am' },
    ],
    capacities: [1, 1, 1, 1, 1],
    repeatWorkshop: false,
    people: 3,
    rankings: [[], [2], [1, 2], [], [], []],
    tutor: null,
    lotteryFirst: true,
    commands: [
      { kind: 'lottery', mode: 'full', seed: 7 },
      { kind: 'wait', who: 2, session: 2 },
      { kind: 'leave', who: 1, session: 2 },
    ],
  },
  'serve-own-queue': {
    layout: [
      { day: 0, part: 'am' },
      { day: 0, part: 'am' },
    ],
    capacities: [2, 1, 1, 1, 1],
    repeatWorkshop: false,
    people: 3,
    rankings: [[], [], [1, 0], [], [], []],
    tutor: null,
    lotteryFirst: true,
    commands: [
      { kind: 'lottery', mode: 'full', seed: 7 },
      { kind: 'staff-remove', who: 2, session: 0 },
      { kind: 'join', who: 0, session: 0, confirm: true },
      { kind: 'unwait', who: 0, session: 0 },
    ],
  },
  'serve-own-queue-same-workshop': {
    // The full day's workshop also runs on day two (ranked first, with free places after the
    // lottery put them in the full day): leaving the full day must give them the day-two place.
    layout: [
      { day: 0, part: 'am' },
      { day: 1, part: 'am' },
    ],
    capacities: [2, 1, 2, 1, 1],
    repeatWorkshop: true,
    people: 3,
    rankings: [[], [], [5, 0], [], [], []],
    tutor: null,
    lotteryFirst: true,
    commands: [
      { kind: 'lottery', mode: 'full', seed: 7 },
      { kind: 'leave', who: 2, session: 0 },
      { kind: 'staff-add', who: 0, session: 0, reason: false },
    ],
  },
  'unplaced-only-beside-an-override': {
    // Staff put someone in a full session over its capacity (with a reason); an unplaced-only
    // lottery that adds nobody there was refused as "fewer free places than the draft used".
    layout: [
      { day: 0, part: 'am' },
      { day: 0, part: 'am' },
    ],
    capacities: [1, 1, 1, 1, 1],
    repeatWorkshop: false,
    people: 3,
    rankings: [[], [], [0], [], [], []],
    tutor: null,
    lotteryFirst: true,
    commands: [
      { kind: 'lottery', mode: 'full', seed: 7 },
      { kind: 'staff-add', who: 0, session: 0, reason: true },
      { kind: 'lottery', mode: 'unplaced-only', seed: 0 },
    ],
  },
  'join-then-moved-up': {
    // Someone in a full day waits for a half day they ranked first, with a free place they could
    // not take without losing the full day; joining another half day gives the full day up, so the
    // first choice's place reaches them (the join ends in the session they ranked higher).
    layout: [
      { day: 0, part: 'pm' },
      { day: 0, part: 'pm' },
    ],
    capacities: [3, 1, 1, 1, 1],
    repeatWorkshop: false,
    people: 3,
    rankings: [[], [], [5, 0, 4], [], [], []],
    tutor: null,
    lotteryFirst: true,
    commands: [
      { kind: 'lottery', mode: 'full', seed: 7 },
      { kind: 'staff-move', who: 0, from: 0, to: 0, reason: false },
      { kind: 'wait', who: 0, session: 0 },
      { kind: 'join', who: 2, session: 1, confirm: true },
    ],
  },
  'staff-move-then-moved-up': {
    // Staff move someone out of a full day into a half day; the other half day at that time, which
    // they ranked first and wait for, has a free place the full day blocked: they move up into it.
    layout: [
      { day: 0, part: 'am' },
      { day: 0, part: 'pm' },
      { day: 0, part: 'pm' },
      { day: 0, part: 'am' },
    ],
    capacities: [1, 1, 1, 1, 1],
    repeatWorkshop: false,
    people: 4,
    rankings: [[], [], [], [2, 0, 8], [], []],
    tutor: null,
    lotteryFirst: true,
    commands: [
      { kind: 'lottery', mode: 'full', seed: 7 },
      { kind: 'lottery', mode: 'full', seed: 0 },
      { kind: 'wait', who: 0, session: 0 },
      { kind: 'staff-move', who: 3, from: 0, to: 3, reason: false },
    ],
  },
  'join-behind-a-queue-one-email': {
    // A join found free places behind a queue, served it (skipping someone who would be worse
    // off), then swapped the joiner out of a full day whose queue skipped the same person: two
    // transactions sent them two emails; now one transaction sends one.
    layout: [
      { day: 0, part: 'am' },
      { day: 0, part: 'full' },
    ],
    capacities: [1, 1, 3, 1, 1],
    repeatWorkshop: false,
    people: 5,
    rankings: [[], [5], [0], [], [4, 0, 2], []],
    tutor: null,
    lotteryFirst: true,
    commands: [
      { kind: 'lottery', mode: 'full', seed: 7 },
      { kind: 'join', who: 2, session: 2, confirm: true },
    ],
  },
};

/** The fixed seed of the sequences CI runs (see the test below). */
