import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '#server/db/schema/index';
import { createTestApp, type TestApp } from '#server/test/harness';
import { recordAudit } from './audit';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('audit log', () => {
  it('records an entry with actor, target and before/after as JSON', async () => {
    await recordAudit(
      t.db,
      { id: 1, email: 'admin@improvfest.nz' },
      {
        action: 'activity.update',
        targetType: 'Activity',
        targetId: 7,
        before: { name: 'Old', at: new Date('2027-10-01T00:00:00Z') },
        after: { name: 'New' },
      },
    );
    const [entry] = await t.db.select().from(auditEntries).where(eq(auditEntries.targetId, '7'));
    expect(entry).toMatchObject({
      actorUserId: 1,
      actorName: 'admin@improvfest.nz',
      action: 'activity.update',
      targetType: 'Activity',
      before: { name: 'Old', at: '2027-10-01T00:00:00.000Z' },
      after: { name: 'New' },
    });
  });

  it('is append-only: the database refuses to update or delete entries', async () => {
    await recordAudit(t.db, null, { action: 'settings.update', targetType: 'Setting', targetId: 'x' });
    await expect(t.db.execute(sql`update audit_entries set action = 'forged'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_entries`)).rejects.toThrow();
    const rows = await t.db.select().from(auditEntries);
    expect(rows.map((row) => row.action)).toContain('settings.update');
    expect(rows.some((row) => row.action === 'forged')).toBe(false);
  });
});
