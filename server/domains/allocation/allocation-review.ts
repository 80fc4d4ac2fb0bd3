import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { type AllocationMeasures, computeMeasures } from '#core/allocation/index';
import type { Database } from '#server/db/client';
import { allocationRuns } from '#server/db/schema/index';
import type { AllocationRunRow } from './allocation.types';
import { listPeople, listWorkshopSessions, type PersonInfo, type SessionInfo } from './allocation-inputs';
import { draftOf } from './allocation-runs';
import type { AllocationDraft } from './draft';

// A draft as staff review it: sessions, people and the measures, cached per run version.

/** Everything the review screens read about one run, loaded once per request. */
export interface AllocationReview {
  run: AllocationRunRow;
  draft: AllocationDraft | null;
  sessions: SessionInfo[];
  /** Names and emails, read only when a screen asks for names (once per request). */
  people(): Promise<Map<string, PersonInfo>>;
  measures(): AllocationMeasures | null;
}

/**
 * Parsed drafts and their measures, by run, for as long as the row is unchanged: its xmin (the
 * transaction that last wrote it) says so without reading the stored draft, which is megabytes
 * at 2,000 people and was most of every review query's time (issue 32). Every server process
 * checks the row's version, so a change made by another one is seen at once.
 */
interface CachedDraft {
  version: string;
  draft: AllocationDraft | null;
  measures?: AllocationMeasures | null;
}
const draftCache = new Map<number, CachedDraft>();
const DRAFT_CACHE_SIZE = 4;
const rowVersion = sql<string>`${allocationRuns}.xmin::text`;

function remember(runId: number, entry: CachedDraft): CachedDraft {
  draftCache.delete(runId);
  draftCache.set(runId, entry);
  for (const key of draftCache.keys()) {
    if (draftCache.size <= DRAFT_CACHE_SIZE) break;
    draftCache.delete(key);
  }
  return entry;
}

/** The review of a run (its id, or the festival's latest), reading the stored draft only when it changed. */
export async function findAllocationReview(
  db: Database,
  festivalId: number,
  runId?: number | null,
): Promise<AllocationReview | null> {
  const { result: _result, ...columns } = getTableColumns(allocationRuns);
  const [head] = await db
    .select({ ...columns, version: rowVersion })
    .from(allocationRuns)
    .where(
      runId == null
        ? eq(allocationRuns.festivalId, festivalId)
        : and(eq(allocationRuns.festivalId, festivalId), eq(allocationRuns.id, runId)),
    )
    .orderBy(desc(allocationRuns.startedAt), desc(allocationRuns.id))
    .limit(1);
  if (!head) return null;
  const { version, ...row } = head;
  let cached = draftCache.get(row.id);
  if (cached?.version !== version) {
    const [stored] = await db
      .select({ result: allocationRuns.result, version: rowVersion })
      .from(allocationRuns)
      .where(eq(allocationRuns.id, row.id));
    cached = remember(row.id, {
      version: stored?.version ?? version,
      draft: draftOf({ result: stored?.result ?? null } as AllocationRunRow),
    });
  }
  return reviewFrom(db, { ...row, result: cached.draft }, cached);
}

export async function loadAllocationReview(db: Database, run: AllocationRunRow): Promise<AllocationReview> {
  return reviewFrom(db, run, { version: '', draft: draftOf(run) });
}

async function reviewFrom(
  db: Database,
  run: AllocationRunRow,
  cached: CachedDraft,
): Promise<AllocationReview> {
  const { draft } = cached;
  const workshopSessions = await listWorkshopSessions(db, run.festivalId);
  const inDraft = new Set(draft?.instance.sessions.map((s) => s.id) ?? []);
  let people: Promise<Map<string, PersonInfo>> | undefined;
  return {
    run,
    draft,
    sessions: draft ? workshopSessions.filter((s) => inDraft.has(s.id)) : workshopSessions,
    people() {
      people ??= draft
        ? listPeople(
            db,
            draft.instance.registrations.map((r) => r.id),
          ).then((rows) => new Map(rows.map((p) => [p.registrationId, p])))
        : Promise.resolve(new Map());
      return people;
    },
    measures() {
      if (cached.measures === undefined)
        cached.measures = draft ? computeMeasures(draft.instance, draft.current.placements) : null;
      return cached.measures;
    },
  };
}
