import { count, gt } from 'drizzle-orm';
import type { GraphQLField } from 'graphql';
import { describe, expect, it } from 'vitest';
import { auditEntries } from '#server/db/schema/index';
import { DEMO_FESTIVAL_YEAR } from '#server/db/seed/demo';
import { schema } from '#server/graphql/schema';
import { setUpTestApp, t, waitForAllocationJobs } from './audit-coverage.test-support';
import { RECIPES } from './audit-recipes.test-support';

/**
 * Every mutation a staff member can call writes an audit entry (issue 15). The list of staff
 * mutations is read from the schema: a mutation whose scope needs a permission or staff, or is
 * decided by a function, is staff's. Each needs a recipe (audit-recipes.test-support.ts) that calls it successfully as an
 * administrator; the test then checks the audit log grew in that call. A new staff mutation
 * without a recipe fails the first test, so it cannot slip past unrecorded.
 */

/** Mutations with a function scope that staff cannot use as staff (each says why). */
const NOT_STAFF_ACTIONS: Record<string, string> = {};

type Scopes = Partial<{ loggedIn: boolean; staff: boolean; permission: string }> | 'function' | null;

function scopesOf(field: GraphQLField<unknown, unknown>): Scopes {
  const options = (field.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions;
  const scopes = options?.authScopes;
  if (scopes === undefined) return null;
  if (typeof scopes === 'function') return 'function';
  return scopes as Scopes;
}

/** Logged-in mutations that staff (and tutors) use on other people's records; they record too. */
const ALSO_STAFF = ['sendSessionMessage', 'setAttendance', 'addWalkIn'];

function staffMutations(): string[] {
  const fields = Object.values(schema.getMutationType()?.getFields() ?? {});
  return fields
    .filter((field) => {
      if (ALSO_STAFF.includes(field.name)) return true;
      const scopes = scopesOf(field);
      if (scopes === 'function') return !(field.name in NOT_STAFF_ACTIONS);
      return Boolean(scopes && (scopes.permission || scopes.staff));
    })
    .map((field) => field.name)
    .sort();
}

setUpTestApp();

describe('the audit log covers every staff mutation [issue 15]', () => {
  it('has a way to call each staff mutation in the schema', () => {
    const missing = staffMutations().filter((name) => !(name in RECIPES));
    expect(missing, 'staff mutations with no recipe in audit-coverage.api.test.ts').toEqual([]);
    expect(DEMO_FESTIVAL_YEAR).toBeGreaterThan(2000);
  });

  // Runs in the schema's order except where a recipe depends on an earlier one (publish, resend).
  // Places can change only once the lottery is published, so those run last.
  const late = (name: string) => name === 'publishAllocation' || name === 'resendAllocationEmails';
  const placesChange = (name: string) => name.startsWith('staff');
  const order = [
    ...staffMutations().filter((name) => !late(name) && !placesChange(name)),
    ...['publishAllocation', 'resendAllocationEmails'].filter((name) => staffMutations().includes(name)),
    ...staffMutations().filter(placesChange),
  ];
  for (const name of order) {
    it(`${name} writes an audit entry`, { timeout: 60_000 }, async () => {
      const recipe = RECIPES[name];
      if (!recipe) throw new Error(`no recipe for ${name}`);
      const [last] = await t.db.select({ n: count() }).from(auditEntries);
      const [maxRow] = await t.db
        .select({ id: auditEntries.id })
        .from(auditEntries)
        .orderBy(auditEntries.id)
        .limit(1)
        .offset(Math.max(0, (last?.n ?? 0) - 1));
      const since = maxRow?.id ?? 0;
      await recipe();
      await waitForAllocationJobs();
      const written = await t.db.select().from(auditEntries).where(gt(auditEntries.id, since));
      expect(written.length, `${name} recorded nothing in audit_entries`).toBeGreaterThan(0);
      for (const entry of written) {
        expect(entry.action).toMatch(/^[a-z_]+\.[a-z_.-]+$/);
        expect(entry.targetId).not.toBe('');
      }
    });
  }
});
