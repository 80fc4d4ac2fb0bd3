import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { SessionLists } from '#core/allocation/index';
import { hasRoomFor } from '#core/registrations/availability';
import { festivalPhase } from '#core/registrations/phase';
import type { Database } from '#server/db/client';
import { insertRows } from '#server/db/insert-rows';
import {
  allocationRuns,
  festivals,
  placements,
  registrationEvents,
  registrations,
  waitlistEntries,
} from '#server/db/schema/index';
import { type FestivalRow, writePhaseDates } from '#server/domains/festival/index';
import {
  describePlaceNotice,
  lockSessions,
  PlaceNotices,
  type QueuedPerson,
  serveQueues,
  writeWaitlists,
} from '#server/domains/registrations/index';
import { recordAudit } from '#server/lib/audit';
import { type QueueEmailInput, queueEmails } from '#server/lib/mail/index';
import { type RegistrationChangeEvent, topics } from '#server/realtime/topics';
import type { AppServices } from '#server/services/app-services';
import { balancePaymentsOf } from '#server/services/balance-payments';
import { NotFoundError } from '#server/services/errors';
import type { ServiceScope, Viewer } from '#server/services/scope';
import { allocationEmail } from './allocation.emails';
import {
  AllocationNotDraftError,
  AllocationOutdatedError,
  AllocationRerunRefusedError,
} from './allocation.errors';
import type { AllocationMode, AllocationRunRow } from './allocation.types';
import { ALLOCATION_EMAIL_KIND } from './allocation-email-status';
import { generalRegistrationHasOpened, listPeople, listWorkshopSessions } from './allocation-inputs';
import { draftOf } from './allocation-runs';
import { type AllocationDraft, type DraftLists, sessionsByRegistration } from './draft';

export interface PublishHooks {
  /** Test seam: runs inside the transaction after places are written, before waitlists and emails. */
  afterPlacements?: (tx: Database) => Promise<void>;
}

const key = (sessionId: string | number, registrationId: string | number) => `${sessionId}:${registrationId}`;

/**
 * Turns the draft into real places and ordered waitlists, in one transaction: all or nothing.
 * The sessions are locked as the place engine locks them (FOR NO KEY UPDATE, in id order), then
 * the places held now are compared with those the draft was drawn around; any difference (someone
 * took or gave up a place since, or a capacity was lowered) refuses the publish as outdated.
 * Waitlists are written by the engine's positions step, and then the engine serves every queue
 * beside a free place by the rule a leave follows (a place staff freed in the draft goes to the
 * first person waiting who can take it). One email per participant says what they hold at the end,
 * with anything the engine did for them, in the same transaction.
 */
export async function publishAllocation(
  db: Database,
  scope: ServiceScope<Viewer> & Pick<AppServices, 'pubsub'>,
  input: { runId: number; moveToGeneralPhase: boolean; hooks?: PublishHooks },
): Promise<AllocationRunRow> {
  const { festival, now } = scope;
  const published = await db.transaction(async (tx) => {
    const [run] = await tx
      .select()
      .from(allocationRuns)
      .where(and(eq(allocationRuns.id, input.runId), eq(allocationRuns.festivalId, festival.id)))
      .for('update');
    if (!run) throw new NotFoundError('Allocation');
    const draft = draftOf(run);
    if (run.state !== 'draft' || !draft) throw new AllocationNotDraftError(run.state);
    const mode = run.mode as AllocationMode;
    if (mode === 'full' && generalRegistrationHasOpened(festival, now))
      throw new AllocationRerunRefusedError('publish');
    const { instance, current } = draft;
    const sessionIds = instance.sessions.map((s) => Number(s.id));
    const registrationIds = instance.registrations.map((r) => Number(r.id));

    // Cancelled sessions are left out of the lock, so a shorter list means one was cancelled.
    const locked = sessionIds.length ? await lockSessions(tx, festival.id, sessionIds) : [];
    if (locked.length !== sessionIds.length)
      throw new AllocationOutdatedError('a workshop session was removed or cancelled');
    const heldNow = sessionIds.length
      ? await tx
          .select({ registrationId: placements.registrationId, sessionId: placements.sessionId })
          .from(placements)
          .where(inArray(placements.sessionId, sessionIds))
      : [];
    const heldThen = new Set(
      instance.sessions.flatMap((s) =>
        (s.placements ?? []).map((registrationId) => key(s.id, registrationId)),
      ),
    );
    if (mode === 'full') {
      const heldNowKeys = new Set(heldNow.map((h) => key(h.sessionId, h.registrationId)));
      const changed = heldThen.size !== heldNowKeys.size || [...heldNowKeys].some((k) => !heldThen.has(k));
      if (changed) throw new AllocationOutdatedError('places were taken or given up');
    } else {
      // Unplaced-only: the draft's people must still hold nothing, and its places must still be free.
      const inDraft = new Set(registrationIds);
      if (heldNow.some((h) => inDraft.has(h.registrationId)))
        throw new AllocationOutdatedError('someone in this draft has taken a place since');
    }
    for (const session of locked) {
      // Only the places this draft adds need room: a session staff filled over its capacity (with
      // a reason) is no reason to refuse a draft that adds nobody to it.
      const added = (current.placements[String(session.id)] ?? []).filter(
        (registrationId) => !heldThen.has(key(session.id, registrationId)),
      ).length;
      const taken = heldNow.filter((h) => h.sessionId === session.id).length;
      if (added > 0 && !hasRoomFor({ capacity: session.capacity, taken }, added))
        throw new AllocationOutdatedError(
          mode === 'full'
            ? 'a session’s capacity was lowered'
            : 'a session has fewer free places than the draft used',
        );
    }
    const existing = registrationIds.length
      ? await tx
          .select({ id: registrations.id })
          .from(registrations)
          .where(inArray(registrations.id, registrationIds))
      : [];
    if (existing.length !== registrationIds.length)
      throw new AllocationOutdatedError('a registration was removed');

    const newPlacements = Object.entries(current.placements).flatMap(([sessionId, ids]) =>
      ids
        .filter((registrationId) => !heldThen.has(key(sessionId, registrationId)))
        .map((registrationId) => ({
          sessionId: Number(sessionId),
          registrationId: Number(registrationId),
          createdAt: now,
        })),
    );
    await insertRows(tx, placements, newPlacements);
    await input.hooks?.afterPlacements?.(tx);

    await writeWaitlists(
      tx,
      mode === 'full' ? draftWaitlists(draft) : await appendedWaitlists(tx, draft),
      now,
    );
    const opened = await markPublished(tx, scope.viewer, festival, now, input.moveToGeneralPhase);
    const phase = festivalPhase(opened, now);

    // A place freed in the draft (staff moved someone out) must not sit beside its queue.
    const notices = new PlaceNotices();
    await serveQueues(tx, { festival: opened, phase, now, depth: 0, notices }, sessionIds);
    const final = await finalLists(tx, draft, sessionIds);

    const placedBy = sessionsByRegistration(final.placements);
    const waitlistedBy = sessionsByRegistration(final.waitlists);
    const participants = instance.registrations.filter((r) => r.preferences.length > 0).map((r) => r.id);
    const events = participants.map((id) => ({
      registrationId: Number(id),
      kind: 'allocation-published',
      data: { runId: run.id, placed: placedBy.get(id) ?? [], waitlisted: waitlistedBy.get(id) ?? [] },
      actorUserId: scope.viewer.id,
      createdAt: now,
    }));
    await insertRows(tx, registrationEvents, events);

    await queueAllocationEmails(tx, { festival: opened, runId: run.id, lists: final, participants, notices });
    // Anyone else the queues moved (people waiting from before an unplaced-only draw).
    await notices.send(tx, { festival: opened, phase });
    await recordAudit(tx, scope.viewer, {
      action: 'allocation.publish',
      targetType: 'allocation_run',
      targetId: run.id,
      festivalId: festival.id,
      after: {
        mode,
        placements: newPlacements.length,
        participants: participants.length,
        moveToGeneralPhase: input.moveToGeneralPhase,
      },
    });

    // The stored lists become what was published, so each person's result says what they hold.
    // Only they are sent: the rest of the draft (12 MB of JSON at 10,000 registrations) stays put.
    const published = { placements: final.placements, waitlists: final.waitlists };
    const { result: _stored, ...columns } = getTableColumns(allocationRuns);
    const [saved] = await tx
      .update(allocationRuns)
      .set({
        state: 'published',
        publishedAt: now,
        result: sql`jsonb_set(${allocationRuns.result}, '{current}', ${JSON.stringify(published)}::jsonb)`,
      })
      .where(eq(allocationRuns.id, run.id))
      .returning(columns);
    return {
      run: { ...saved, result: { ...draft, current: published } } as AllocationRunRow,
      changed: [...participants.map(Number), ...notices.promoted()],
    };
  });

  // After commit: staff screens listening for registration changes refresh, once for everybody
  // (one notice for the whole publish; a notice per person cost seconds at 2,000 people).
  if (published.changed.length > 0) {
    const event: RegistrationChangeEvent = {
      registrationId: null,
      festivalId: festival.id,
      kind: 'allocation-published',
      at: now.toISOString(),
    };
    await scope.pubsub.publish(topics.registrationChanged(festival.id), event).catch(() => undefined);
  }
  return published.run;
}

/** A full draw's waitlists replace the sessions' waitlists entirely, in the engine's order. */
function draftWaitlists(draft: AllocationDraft): Map<number, QueuedPerson[]> {
  return new Map(
    draft.instance.sessions.map((s) => [
      Number(s.id),
      (draft.current.waitlists[s.id] ?? []).map((id) => ({ registrationId: Number(id) })),
    ]),
  );
}

/**
 * Unplaced-only publishing keeps every waitlist people already joined, in its order (and how they
 * joined it): the draft's waitlisted people are added at the end, and anyone the draft placed in a
 * session leaves that session's waitlist.
 */
async function appendedWaitlists(tx: Database, draft: AllocationDraft): Promise<Map<number, QueuedPerson[]>> {
  const { placements: placed, waitlists } = draft.current;
  const touched = [...new Set([...Object.keys(waitlists), ...Object.keys(placed)])].map(Number);
  const lists = new Map<number, QueuedPerson[]>();
  if (touched.length === 0) return lists;
  const existing = await tx
    .select()
    .from(waitlistEntries)
    .where(inArray(waitlistEntries.sessionId, touched))
    .orderBy(asc(waitlistEntries.sessionId), asc(waitlistEntries.position));
  for (const sessionId of touched) {
    const id = String(sessionId);
    const before = existing.filter((e) => e.sessionId === sessionId);
    const nowPlaced = new Set(placed[id] ?? []);
    const kept = before.filter((e) => !nowPlaced.has(String(e.registrationId)));
    const keptIds = new Set(kept.map((e) => String(e.registrationId)));
    const added = (waitlists[id] ?? []).filter((r) => !keptIds.has(r) && !nowPlaced.has(r));
    if (kept.length === before.length && added.length === 0) continue;
    lists.set(sessionId, [...kept, ...added.map((r) => ({ registrationId: Number(r) }))]);
  }
  return lists;
}

/** What the draft's people hold and wait for once published and served, in the draft's shape. */
async function finalLists(
  tx: Database,
  draft: AllocationDraft,
  sessionIds: number[],
): Promise<DraftLists & { positions: Map<string, number> }> {
  const inDraft = new Set(draft.instance.registrations.map((r) => r.id));
  for (const lists of [draft.current.placements, draft.current.waitlists])
    for (const ids of Object.values(lists)) for (const id of ids) inDraft.add(id);
  const result = {
    placements: {} as SessionLists,
    waitlists: {} as SessionLists,
    positions: new Map<string, number>(),
  };
  if (sessionIds.length === 0) return result;
  const add = (lists: SessionLists, sessionId: number, registrationId: number) => {
    const id = String(registrationId);
    if (!inDraft.has(id)) return;
    lists[String(sessionId)] = [...(lists[String(sessionId)] ?? []), id];
  };
  const held = await tx
    .select({ sessionId: placements.sessionId, registrationId: placements.registrationId })
    .from(placements)
    .where(inArray(placements.sessionId, sessionIds))
    .orderBy(asc(placements.createdAt), asc(placements.registrationId));
  for (const row of held) add(result.placements, row.sessionId, row.registrationId);
  const queued = await tx
    .select({
      sessionId: waitlistEntries.sessionId,
      registrationId: waitlistEntries.registrationId,
      position: waitlistEntries.position,
    })
    .from(waitlistEntries)
    .where(inArray(waitlistEntries.sessionId, sessionIds))
    .orderBy(asc(waitlistEntries.sessionId), asc(waitlistEntries.position));
  for (const row of queued) {
    add(result.waitlists, row.sessionId, row.registrationId);
    result.positions.set(key(row.sessionId, row.registrationId), row.position);
  }
  return result;
}

/**
 * The festival's places are published now (balances follow places from here on); with
 * `openGeneral`, general phase begins now too: earlybird closes (if it had not) and general opens.
 * The phase itself is derived from these instants by core/registrations/phase.ts.
 */
async function markPublished(
  tx: Database,
  actor: Viewer,
  festival: FestivalRow,
  now: Date,
  openGeneral: boolean,
): Promise<FestivalRow> {
  const [published] = await tx
    .update(festivals)
    .set({ placesPublishedAt: festival.placesPublishedAt ?? now })
    .where(eq(festivals.id, festival.id))
    .returning();
  const closed = festival.registrationsCloseAt !== null && festival.registrationsCloseAt < now;
  if (!published || !openGeneral || closed) return published ?? festival;
  const earlier = (date: Date | null) => (date && date < now ? date : now);
  return writePhaseDates(
    tx,
    actor,
    published,
    {
      earlybirdOpensAt: festival.earlybirdOpensAt ? earlier(festival.earlybirdOpensAt) : null,
      earlybirdClosesAt: festival.earlybirdClosesAt ? earlier(festival.earlybirdClosesAt) : null,
      generalOpensAt: now,
    },
    'General phase opened with the lottery’s results',
  );
}

async function queueAllocationEmails(
  tx: Database,
  input: {
    festival: FestivalRow;
    runId: number;
    lists: DraftLists & { positions: ReadonlyMap<string, number> };
    participants: string[];
    /** What the engine did for people after the draw; a participant's goes into their one email. */
    notices: PlaceNotices;
  },
): Promise<void> {
  const { festival, runId, lists, participants, notices } = input;
  if (participants.length === 0) return;
  const people = new Map((await listPeople(tx, participants)).map((p) => [p.registrationId, p]));
  const sessionInfo = new Map((await listWorkshopSessions(tx, festival.id)).map((s) => [s.id, s]));
  const ids = participants.map(Number);
  const registrationRows = await tx
    .select({ id: registrations.id, donateDiscount: registrations.donateDiscount })
    .from(registrations)
    .where(inArray(registrations.id, ids));
  const paymentsBy = await balancePaymentsOf(tx, inArray(registrations.id, ids));
  // One pass over registrations and payments, looked up by id (not searched per participant).
  const donatesDiscount = new Map(registrationRows.map((r) => [String(r.id), r.donateDiscount]));
  const placedBy = sessionsByRegistration(lists.placements);
  const waitlistedBy = sessionsByRegistration(lists.waitlists);
  const queued: QueueEmailInput[] = [];
  for (const id of participants) {
    const person = people.get(id);
    const sinceTheDraw = notices.take(Number(id)).map(describePlaceNotice);
    if (!person) continue;
    const email = allocationEmail({
      festival,
      person,
      placed: (placedBy.get(id) ?? []).flatMap((sid) => sessionInfo.get(sid) ?? []),
      waitlisted: (waitlistedBy.get(id) ?? []).flatMap((sessionId) => {
        const session = sessionInfo.get(sessionId);
        const position = lists.positions.get(key(sessionId, id)) ?? 0;
        return session ? [{ session, position }] : [];
      }),
      sinceTheDraw,
      donateDiscount: donatesDiscount.get(id) ?? false,
      payments: paymentsBy.get(Number(id)) ?? [],
    });
    queued.push({
      kind: ALLOCATION_EMAIL_KIND,
      to: person.email,
      subject: email.subject,
      text: email.text,
      dedupeKey: `allocation:${runId}:${id}`,
    });
  }
  // Every email and its delivery jobs in a few statements, still in the publish's transaction.
  await queueEmails(tx, queued);
}
