import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { allocationRuns, registrations } from '#server/db/schema/index';
import type { ServiceScope, Viewer } from '#server/services/scope';
import type { AllocationRunRow } from './allocation.types';
import { listWorkshopSessions, type SessionInfo } from './allocation-inputs';
import { draftOf } from './allocation-runs';
import type { AllocationDraft } from './draft';

// A participant's own result of the published lottery.

export interface ViewerAllocation {
  run: AllocationRunRow;
  draft: AllocationDraft;
  registrationId: string;
  sessions: SessionInfo[];
}

/**
 * The viewer's lottery result, only once staff have published it: before that the draft is staff's
 * working copy and nothing in it is promised.
 */
export async function findViewerAllocation(
  db: Database,
  { viewer, festival }: ServiceScope<Viewer>,
): Promise<ViewerAllocation | null> {
  const [registration] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.festivalId, festival.id), eq(registrations.userId, viewer.id)));
  if (!registration) return null;
  const [run] = await db
    .select()
    .from(allocationRuns)
    .where(and(eq(allocationRuns.festivalId, festival.id), eq(allocationRuns.state, 'published')))
    .orderBy(desc(allocationRuns.publishedAt))
    .limit(1);
  const draft = run ? draftOf(run) : null;
  if (!run || !draft) return null;
  const registrationId = String(registration.id);
  if (!draft.instance.registrations.some((r) => r.id === registrationId)) return null;
  return { run, draft, registrationId, sessions: await listWorkshopSessions(db, festival.id) };
}
