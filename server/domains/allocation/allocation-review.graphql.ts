import { GraphQLError } from 'graphql';
import type { AllocationMeasures, BetterChoice, SlotExplanation } from '#core/allocation/index';
import { SessionRef } from '#server/domains/activities/index';
import { builder } from '#server/graphql/builder';
import type { JobProgressEvent } from '#server/realtime/topics';
import type { AllocationMode } from './allocation.types';
import { allocationEmailStatus, type EmailStatus } from './allocation-email-status';
import type { SessionInfo } from './allocation-inputs';
import type { AllocationReview } from './allocation-review';
import { type AllocationDraft, type DraftLists, sessionsByRegistration } from './draft';

// How staff see a lottery run: its sessions, participants, measures and progress.

interface SessionView {
  review: AllocationReview;
  draft: AllocationDraft;
  session: SessionInfo;
}
interface ParticipantView {
  review: AllocationReview;
  draft: AllocationDraft;
  registrationId: string;
  /** A day tab's sessions: only preferences, places and waitlists among them are listed. */
  only?: ReadonlySet<string>;
}

/**
 * Lookups over one draft, built once per request instead of a search of every list per field
 * (at 2,000 people the per-participant scans were most of a review query's time, issue 32).
 */
interface DraftIndex {
  registrations: Map<string, AllocationDraft['instance']['registrations'][number]>;
  placedBy: Map<string, string[]>;
  waitlistedBy: Map<string, string[]>;
}
const draftIndexes = new WeakMap<DraftLists, DraftIndex>();
function indexOf(draft: AllocationDraft): DraftIndex {
  let index = draftIndexes.get(draft.current);
  if (!index) {
    index = {
      registrations: new Map(draft.instance.registrations.map((r) => [r.id, r])),
      placedBy: sessionsByRegistration(draft.current.placements),
      waitlistedBy: sessionsByRegistration(draft.current.waitlists),
    };
    draftIndexes.set(draft.current, index);
  }
  return index;
}
const within = (ids: readonly string[], only: ReadonlySet<string> | undefined) =>
  only ? ids.filter((id) => only.has(id)) : ids;
interface EntryView {
  participant: ParticipantView;
  sessionId: string;
}

export const RunStateEnum = builder.enumType('AllocationRunState', {
  values: ['running', 'draft', 'published', 'failed', 'discarded'] as const,
});

export const ModeEnum = builder.enumType('AllocationRunMode', {
  description:
    'FULL draws every registration; UNPLACED_ONLY only those holding no place, into the places left, never moving anyone (docs/allocation.md).',
  values: {
    FULL: { value: 'full' as AllocationMode },
    UNPLACED_ONLY: { value: 'unplaced-only' as AllocationMode },
  },
});
const RankSharesRef = builder.objectRef<AllocationMeasures['rankShares']>('AllocationRankShares').implement({
  description:
    'Fractions of (participant, slot) demands given their 1st, 2nd, 3rd, later choice, or nothing.',
  fields: (t) => ({
    first: t.exposeFloat('first'),
    second: t.exposeFloat('second'),
    third: t.exposeFloat('third'),
    later: t.exposeFloat('later'),
    none: t.exposeFloat('none'),
  }),
});

const MeasuresRef = builder.objectRef<AllocationMeasures>('AllocationMeasures').implement({
  description: 'How good the draft is, as docs/allocation.md measures it (satisfaction is 0 to 1).',
  fields: (t) => ({
    registrations: t.exposeInt('registrations'),
    demands: t.exposeInt('demands'),
    rankShares: t.field({ type: RankSharesRef, resolve: (m) => m.rankShares }),
    meanSatisfaction: t.exposeFloat('meanSatisfaction'),
    meanSquaredSatisfaction: t.exposeFloat('meanSquaredSatisfaction'),
    minSatisfaction: t.exposeFloat('minSatisfaction'),
    p10Satisfaction: t.exposeFloat('p10Satisfaction'),
    withNothing: t.exposeInt('withNothing', { description: 'Participants left with no workshop at all.' }),
    utility: t.exposeFloat('utility'),
  }),
});

const EmailStatusRef = builder.objectRef<EmailStatus>('AllocationEmailStatus').implement({
  fields: (t) => ({
    sent: t.exposeInt('sent'),
    pending: t.exposeInt('pending'),
    failed: t.exposeInt('failed'),
  }),
});

const BetterChoiceRef = builder.objectRef<BetterChoice>('AllocationBetterChoice').implement({
  description: 'A session ranked better in the slot than what the participant got, and why it was missed.',
  fields: (t) => ({
    sessionId: t.id({ resolve: (c) => c.sessionId }),
    session: t.field({
      type: SessionRef,
      description: 'The missed session, for its name and time.',
      resolve: (c) => Number(c.sessionId),
    }),
    withinSlotRank: t.exposeInt('withinSlotRank'),
    reason: t.string({ description: 'full, same-activity or other-half-better.', resolve: (c) => c.reason }),
    capacity: t.exposeInt('capacity'),
    held: t.exposeInt('held'),
    heldBeforeLottery: t.exposeInt('heldBeforeLottery'),
  }),
});

export const SlotExplanationRef = builder
  .objectRef<SlotExplanation & { adjusted: boolean }>('AllocationSlotExplanation')
  .implement({
    description: 'What the lottery gave a participant in one half-day slot, and what they missed.',
    fields: (t) => ({
      slot: t.exposeString('slot', { description: 'YYYY-MM-DD:am or YYYY-MM-DD:pm.' }),
      sessionId: t.id({ nullable: true, resolve: (s) => s.sessionId }),
      session: t.field({
        type: SessionRef,
        nullable: true,
        description: 'The session obtained in this slot, if any.',
        resolve: (s) => (s.sessionId === null ? null : Number(s.sessionId)),
      }),
      withinSlotRank: t.exposeInt('withinSlotRank', { nullable: true }),
      keptFromBefore: t.exposeBoolean('keptFromBefore'),
      adjusted: t.exposeBoolean('adjusted', { description: 'Staff changed this slot after the lottery.' }),
      better: t.field({ type: [BetterChoiceRef], resolve: (s) => s.better }),
    }),
  });

/** The engine's explanation, with each slot marked when staff have since changed what is held there. */
export function explanationFor(draft: AllocationDraft, registrationId: string) {
  const explanation = draft.engine.explanations[registrationId];
  if (!explanation) return [];
  return explanation.slots.map((slot) => {
    const now = draft.instance.sessions.find(
      (s) => s.slots.includes(slot.slot) && draft.current.placements[s.id]?.includes(registrationId),
    );
    return { ...slot, adjusted: (now?.id ?? null) !== slot.sessionId };
  });
}

function positionOf(draft: AllocationDraft, registrationId: string, sessionId: string): number | null {
  const registration = indexOf(draft).registrations.get(registrationId);
  return registration?.preferences.find((p) => p.sessionId === sessionId)?.position ?? null;
}

function satisfactionOf(draft: AllocationDraft, registrationId: string): number | null {
  const registration = indexOf(draft).registrations.get(registrationId);
  if (!registration || registration.preferences.length === 0) return null;
  // Satisfaction as docs/allocation.md defines it, on the current (adjusted) lists.
  const sessions = new Map(draft.instance.sessions.map((s) => [s.id, s]));
  const demandSlots = new Set(
    registration.preferences.flatMap((p) => sessions.get(p.sessionId)?.slots ?? []),
  );
  let total = 0;
  for (const slot of demandSlots) {
    const ranked = registration.preferences
      .filter((p) => sessions.get(p.sessionId)?.slots.includes(slot))
      .sort((a, b) => a.position - b.position);
    const held = ranked.findIndex((p) => draft.current.placements[p.sessionId]?.includes(registrationId));
    if (held >= 0) {
      const position = ranked[held]?.position ?? 0;
      total += 1 / (1 + ranked.filter((p) => p.position < position).length);
    }
  }
  return Math.min(1, total / demandSlots.size);
}

const PreferenceRef = builder
  .objectRef<{ sessionId: string; position: number }>('AllocationPreference')
  .implement({
    fields: (t) => ({ sessionId: t.id({ resolve: (p) => p.sessionId }), position: t.exposeInt('position') }),
  });

const ParticipantRef = builder.objectRef<ParticipantView>('AllocationParticipant');
ParticipantRef.implement({
  description: 'One registration in a draft allocation.',
  fields: (t) => ({
    id: t.id({ resolve: (p) => `${p.review.run.id}:${p.registrationId}` }),
    registrationId: t.id({ resolve: (p) => p.registrationId }),
    name: t.string({
      resolve: async (p) => (await p.review.people()).get(p.registrationId)?.name ?? `#${p.registrationId}`,
    }),
    satisfaction: t.float({
      nullable: true,
      description: '0 to 1 on the current lists; null for someone who ranked nothing.',
      resolve: (p) => satisfactionOf(p.draft, p.registrationId),
    }),
    preferences: t.field({
      type: [PreferenceRef],
      description: 'On a day tab (participants with a date), only that day’s sessions.',
      resolve: (p) => {
        const all = indexOf(p.draft).registrations.get(p.registrationId)?.preferences ?? [];
        const only = p.only;
        return only ? all.filter((pref) => only.has(pref.sessionId)) : all;
      },
    }),
    placements: t.idList({
      description: 'Session ids they are placed in (on a day tab, that day’s).',
      resolve: (p) => within(indexOf(p.draft).placedBy.get(p.registrationId) ?? [], p.only),
    }),
    waitlists: t.idList({
      description: 'Session ids whose waitlist they are on (on a day tab, that day’s).',
      resolve: (p) => within(indexOf(p.draft).waitlistedBy.get(p.registrationId) ?? [], p.only),
    }),
    explanation: t.field({
      type: [SlotExplanationRef],
      resolve: (p) => explanationFor(p.draft, p.registrationId),
    }),
  }),
});

/** The most people one page of the Everybody view carries. */
const MAX_PARTICIPANT_PAGE = 200;

const ParticipantSortEnum = builder.enumType('AllocationParticipantSort', {
  description: 'NAME: alphabetical. SCORE: least satisfied first.',
  values: { NAME: { value: 'name' }, SCORE: { value: 'score' } } as const,
});

const ParticipantPageRef = builder
  .objectRef<{ total: number; matching: number; offset: number; items: ParticipantView[] }>(
    'AllocationParticipantPage',
  )
  .implement({
    description: 'One page of the people in a draft.',
    fields: (t) => ({
      total: t.exposeInt('total', { description: 'Everyone who ranked a workshop.' }),
      matching: t.exposeInt('matching', { description: 'Those the search finds: what the pages add up to.' }),
      offset: t.exposeInt('offset'),
      items: t.field({ type: [ParticipantRef], resolve: (page) => page.items }),
    }),
  });

const EntryRef = builder.objectRef<EntryView>('AllocationEntry').implement({
  description: 'A participant in a session’s list (placed or waitlisted).',
  fields: (t) => ({
    id: t.id({ resolve: (e) => `${e.sessionId}:${e.participant.registrationId}` }),
    participant: t.field({ type: ParticipantRef, resolve: (e) => e.participant }),
    position: t.int({
      nullable: true,
      description: 'Their preference position for this session.',
      resolve: (e) => positionOf(e.participant.draft, e.participant.registrationId, e.sessionId),
    }),
  }),
});

function participant(
  review: AllocationReview,
  draft: AllocationDraft,
  registrationId: string,
): ParticipantView {
  return { review, draft, registrationId };
}

const AllocationSessionRef = builder.objectRef<SessionView>('AllocationSession').implement({
  description: 'One workshop session in a draft: who is placed and who waits.',
  fields: (t) => ({
    id: t.id({ resolve: (s) => s.session.id }),
    session: t.field({ type: SessionRef, resolve: (s) => Number(s.session.id) }),
    name: t.string({ resolve: (s) => s.session.name }),
    activityId: t.id({ resolve: (s) => s.session.activityId }),
    startsAt: t.field({ type: 'DateTime', resolve: (s) => s.session.startsAt }),
    endsAt: t.field({ type: 'DateTime', resolve: (s) => s.session.endsAt }),
    slots: t.stringList({ resolve: (s) => s.session.slots }),
    capacity: t.int({
      resolve: (s) => s.draft.instance.sessions.find((x) => x.id === s.session.id)?.capacity ?? 0,
    }),
    placed: t.field({
      type: [EntryRef],
      resolve: (s) =>
        (s.draft.current.placements[s.session.id] ?? []).map((id) => ({
          participant: participant(s.review, s.draft, id),
          sessionId: s.session.id,
        })),
    }),
    waitlist: t.field({
      type: [EntryRef],
      description: 'In the order places will be offered.',
      resolve: (s) =>
        (s.draft.current.waitlists[s.session.id] ?? []).map((id) => ({
          participant: participant(s.review, s.draft, id),
          sessionId: s.session.id,
        })),
    }),
  }),
});

export const AllocationRunRef = builder.objectRef<AllocationReview>('AllocationRun').implement({
  description: 'One lottery run: progress while running, then a draft staff review, adjust and publish.',
  fields: (t) => ({
    id: t.id({ resolve: (r) => String(r.run.id) }),
    state: t.field({ type: RunStateEnum, resolve: (r) => r.run.state }),
    mode: t.field({ type: ModeEnum, resolve: (r) => r.run.mode as AllocationMode }),
    seed: t.int({
      description: 'The lottery draw; the same seed on the same inputs gives the same result.',
      resolve: (r) => r.run.seed,
    }),
    progress: t.int({ description: '0 to 100.', resolve: (r) => r.run.progress }),
    error: t.string({ nullable: true, resolve: (r) => r.run.error }),
    startedAt: t.field({ type: 'DateTime', resolve: (r) => r.run.startedAt }),
    finishedAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.run.finishedAt }),
    publishedAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.run.publishedAt }),
    adjustmentCount: t.int({ resolve: (r) => r.draft?.adjustments.length ?? 0 }),
    canUndo: t.boolean({ resolve: (r) => r.run.state === 'draft' && (r.draft?.adjustments.length ?? 0) > 0 }),
    canRedo: t.boolean({ resolve: (r) => r.run.state === 'draft' && (r.draft?.undone.length ?? 0) > 0 }),
    measures: t.field({ type: MeasuresRef, nullable: true, resolve: (r) => r.measures() }),
    days: t.field({
      type: ['Date'],
      description: 'Festival days with workshop sessions, in order.',
      resolve: (r) =>
        [...new Set(r.sessions.flatMap((s) => s.slots.map((slot) => slot.slice(0, 10))))].sort(),
    }),
    sessions: t.field({
      type: [AllocationSessionRef],
      args: { date: t.arg({ type: 'Date', required: false, description: 'Only sessions on this day.' }) },
      resolve: (r, args) => {
        const draft = r.draft;
        if (!draft) return [];
        return r.sessions
          .filter((s) => !args.date || s.slots.some((slot) => slot.startsWith(`${args.date}:`)))
          .map((session) => ({ review: r, draft, session }));
      },
    }),
    participants: t.field({
      type: [ParticipantRef],
      description:
        'Everyone who ranked a workshop, by name. With a date, only those who ranked or hold a session that day, with only that day’s preferences, places and waitlists (a day tab).',
      args: { date: t.arg({ type: 'Date', required: false }) },
      resolve: async (r, args) => {
        const draft = r.draft;
        if (!draft) return [];
        const only = args.date
          ? new Set(
              r.sessions
                .filter((s) => s.slots.some((slot) => slot.startsWith(`${args.date}:`)))
                .map((s) => s.id),
            )
          : undefined;
        const index = indexOf(draft);
        const people = await r.people();
        const concerned = (id: string, ranked: readonly { sessionId: string }[]) =>
          !only ||
          ranked.some((p) => only.has(p.sessionId)) ||
          (index.placedBy.get(id) ?? []).some((s) => only.has(s));
        return draft.instance.registrations
          .filter((reg) => reg.preferences.length > 0 && concerned(reg.id, reg.preferences))
          .map((reg) => ({ ...participant(r, draft, reg.id), only }))
          .sort((a, b) =>
            (people.get(a.registrationId)?.name ?? '').localeCompare(
              people.get(b.registrationId)?.name ?? '',
            ),
          );
      },
    }),
    participantPage: t.field({
      type: ParticipantPageRef,
      description:
        'Everyone who ranked a workshop, a page at a time (issue 32), for the Everybody view: searched by name or email across everyone, sorted by name or least satisfied first.',
      args: {
        search: t.arg.string({ required: false, description: 'Part of the name or email.' }),
        sort: t.arg({ type: ParticipantSortEnum, required: false, defaultValue: 'name' }),
        first: t.arg.int({
          required: true,
          description: `At most this many (1 to ${MAX_PARTICIPANT_PAGE}).`,
        }),
        offset: t.arg.int({ required: false, defaultValue: 0 }),
      },
      resolve: async (r, args) => {
        const offset = args.offset ?? 0;
        if (args.first < 1 || args.first > MAX_PARTICIPANT_PAGE || offset < 0)
          throw new GraphQLError(`Pages hold 1 to ${MAX_PARTICIPANT_PAGE} people, from offset 0`);
        const draft = r.draft;
        if (!draft) return { total: 0, matching: 0, offset, items: [] };
        const people = await r.people();
        const nameOf = (id: string) => people.get(id)?.name ?? `#${id}`;
        const everyone = draft.instance.registrations.filter((reg) => reg.preferences.length > 0);
        const needle = args.search?.trim().toLocaleLowerCase('en-NZ') ?? '';
        const matches = (id: string) =>
          nameOf(id).toLocaleLowerCase('en-NZ').includes(needle) ||
          (people.get(id)?.email.toLocaleLowerCase('en-NZ').includes(needle) ?? false);
        const found = needle ? everyone.filter((reg) => matches(reg.id)) : everyone;
        const byName = (a: string, b: string) => nameOf(a).localeCompare(nameOf(b)) || a.localeCompare(b);
        const ids = found.map((reg) => reg.id);
        if (args.sort === 'score') {
          const score = new Map(ids.map((id) => [id, satisfactionOf(draft, id) ?? 0]));
          ids.sort((a, b) => (score.get(a) ?? 0) - (score.get(b) ?? 0) || byName(a, b));
        } else ids.sort(byName);
        return {
          total: everyone.length,
          matching: ids.length,
          offset,
          items: ids.slice(offset, offset + args.first).map((id) => participant(r, draft, id)),
        };
      },
    }),
    emailStatus: t.field({
      type: EmailStatusRef,
      resolve: (r, _args, context) => allocationEmailStatus(context.db, r.run.id),
    }),
  }),
});

export const JobProgressRef = builder.objectRef<JobProgressEvent>('JobProgress').implement({
  description: 'Progress of a background job, as the realtime channel streams it.',
  fields: (t) => ({
    id: t.id({ resolve: (e) => e.id }),
    state: t.string({ description: 'pending, working, completed or failed.', resolve: (e) => e.state }),
    progress: t.exposeInt('progress'),
    total: t.exposeInt('total'),
    error: t.exposeString('error', { nullable: true }),
  }),
});
