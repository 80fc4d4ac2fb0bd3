import { isoDateInZone } from '#core/festival/dates';
import type { Database } from '#server/db/client';
import { recordAudit } from '#server/lib/audit';
import type { Viewer, ViewerScope } from '#server/services/scope';
import { collectPersonalData } from './personal-data.service';
import { summarisePersonalData } from './personal-data.summary';

export { type ErasureScope, eraseAccount, findErasureBlockers } from './account-erasure.service';

export interface PersonalDataExport {
  fileName: string;
  /** The whole file: every row that refers to the person, by table. */
  json: string;
  /** The same, as readable text. */
  summary: string;
}

/**
 * A person's data as one JSON file and a readable summary (NZ Privacy Act 2020 principle 6, GDPR
 * article 15/20). Staff fetching someone else's (on their request) is audited.
 */
export async function exportPersonalData(
  db: Database,
  { viewer, now }: ViewerScope<Pick<Viewer, 'id' | 'email'>>,
  input: { userId: number },
): Promise<PersonalDataExport> {
  const data = await collectPersonalData(db, input.userId);
  if (viewer.id !== input.userId) {
    await recordAudit(db, viewer, { action: 'person.export', targetType: 'User', targetId: input.userId });
  }
  const file = { format: 'nzif-personal-data', version: 1, generatedAt: now.toISOString(), ...data };
  return {
    fileName: `nzif-personal-data-${input.userId}-${isoDateInZone(now)}.json`,
    json: `${JSON.stringify(file, null, 2)}\n`,
    summary: summarisePersonalData(data, now),
  };
}
