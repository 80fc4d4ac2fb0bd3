import { describe, expect, it } from 'vitest';
import { STAFF_REASON_TOO_LONG, ZOverCapacityReason, ZStaffPlaceReason } from './schemas';

// The reasons staff give for changing someone's place: the same rule in the dialog and on the
// server (staff-places.steps.ts), issue 30.
describe('staff place reasons [issue 30]', () => {
  const problem = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
    result.success ? null : result.error?.issues[0]?.message;

  it('an over-capacity reason is required, trimmed and at most 500 characters', () => {
    expect(problem(ZOverCapacityReason.safeParse(''))).toBe('Required');
    expect(problem(ZOverCapacityReason.safeParse('   '))).toBe('Required');
    expect(ZOverCapacityReason.parse('  The tutor agreed ')).toBe('The tutor agreed');
    expect(ZOverCapacityReason.parse('x'.repeat(500))).toHaveLength(500);
    expect(problem(ZOverCapacityReason.safeParse('x'.repeat(501)))).toBe(STAFF_REASON_TOO_LONG);
  });

  it('any other reason may be empty, and is trimmed and at most 500 characters', () => {
    expect(ZStaffPlaceReason.parse('  ')).toBe('');
    expect(ZStaffPlaceReason.parse(' Asked to leave ')).toBe('Asked to leave');
    expect(problem(ZStaffPlaceReason.safeParse(`${'x'.repeat(501)}`))).toBe(STAFF_REASON_TOO_LONG);
  });
});
