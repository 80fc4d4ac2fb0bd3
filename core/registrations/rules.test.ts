import { describe, expect, it } from 'vitest';
import { zonedInstant } from '#core/festival/dates';
import {
  addRankedSession,
  cartFor,
  displayRank,
  firstNeededStep,
  isWithinLeaveCutoff,
  moveRankedSession,
  placementWorkshopCount,
  preferenceProblems,
  preferenceWorkshopCount,
  removeRankedSession,
  sessionsClash,
  waitlistsMadePointless,
} from './rules';
import { isFullName, ZCodeOfConductInput, ZPhaseDatesInput, ZYourselfInput } from './schemas';

const at = (day: string, from: string, to: string, id: string) => ({
  id,
  startsAt: zonedInstant(day, from),
  endsAt: zonedInstant(day, to),
});
const morning = at('2027-10-04', '10:00', '13:00', 'm');
const morning2 = at('2027-10-04', '09:30', '12:30', 'm2');
const afternoon = at('2027-10-04', '14:00', '17:00', 'a');
const allDay = at('2027-10-04', '10:00', '17:00', 'd');
const nextMorning = at('2027-10-05', '10:00', '13:00', 'n');
const sessions = new Map([morning, morning2, afternoon, allDay, nextMorning].map((s) => [s.id, s]));
const pricing = { baseWorkshopPrice: 7000, discountPerAdditionalWorkshop: 500, discountLimit: 5 };

describe('slot rules', () => {
  it('sessions in one slot clash; a full-day session clashes with both halves', () => {
    expect(sessionsClash(morning, morning2)).toBe(true);
    expect(sessionsClash(morning, afternoon)).toBe(false);
    expect(sessionsClash(allDay, morning)).toBe(true);
    expect(sessionsClash(allDay, afternoon)).toBe(true);
    expect(sessionsClash(morning, nextMorning)).toBe(false);
    expect(sessionsClash(morning, morning)).toBe(false);
  });

  it('counts a full-day workshop as two, for preferences and for places [PR-1]', () => {
    expect(preferenceWorkshopCount([morning, morning2, allDay])).toBe(2);
    expect(preferenceWorkshopCount([morning, nextMorning])).toBe(2);
    expect(placementWorkshopCount([allDay, nextMorning])).toBe(3);
  });

  it('builds a cart with the package price, or the full value when the discount is donated [PR-3]', () => {
    expect(cartFor(3, pricing)).toEqual({ workshopsCount: 3, value: 21000, discount: 1500, total: 19500 });
    expect(cartFor(3, pricing, true).total).toBe(21000);
  });

  it('drops the queues a new place makes pointless, keeping clashing ones ranked above it', () => {
    const workshop = (session: ReturnType<typeof at>, id: number, activityId: number) => ({
      ...session,
      id,
      activityId,
    });
    const placed = workshop(morning, 1, 10);
    const ownQueue = workshop(morning, 1, 10);
    const sameWorkshopOtherDay = workshop(nextMorning, 2, 10);
    const clashRankedAbove = workshop(morning2, 3, 30);
    const clashRankedBelow = workshop(allDay, 4, 40);
    const clashUnranked = workshop(morning2, 5, 50);
    const elsewhen = workshop(afternoon, 6, 60);
    const queued = [
      ownQueue,
      sameWorkshopOtherDay,
      clashRankedAbove,
      clashRankedBelow,
      clashUnranked,
      elsewhen,
    ];
    const ranks = new Map([
      [3, 1],
      [1, 2],
      [4, 3],
    ]);
    expect(waitlistsMadePointless(placed, queued, ranks).map((s) => s.id)).toEqual([1, 2, 4, 5]);
    // Without rankings, every clashing queue goes.
    expect(waitlistsMadePointless(placed, queued, new Map()).map((s) => s.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses leaving within 48 hours of the start', () => {
    const start = morning.startsAt.getTime();
    expect(isWithinLeaveCutoff(morning, new Date(start - 49 * 3600_000))).toBe(false);
    expect(isWithinLeaveCutoff(morning, new Date(start - 47 * 3600_000))).toBe(true);
  });
});

describe('ranking', () => {
  it('adds with the next rank in the slot, full-day above both halves', () => {
    let ranked = addRankedSession([], 'm', sessions);
    ranked = addRankedSession(ranked, 'm2', sessions);
    ranked = addRankedSession(ranked, 'a', sessions);
    ranked = addRankedSession(ranked, 'd', sessions);
    expect(ranked).toEqual([
      { sessionId: 'm', position: 1 },
      { sessionId: 'm2', position: 2 },
      { sessionId: 'a', position: 1 },
      { sessionId: 'd', position: 3 },
    ]);
    expect(preferenceProblems(ranked, sessions)).toEqual([]);
  });

  it('closes gaps when a session is removed', () => {
    const ranked = [
      { sessionId: 'm', position: 1 },
      { sessionId: 'm2', position: 2 },
      { sessionId: 'd', position: 3 },
    ];
    expect(removeRankedSession(ranked, 'm', sessions)).toEqual([
      { sessionId: 'm2', position: 1 },
      { sessionId: 'd', position: 2 },
    ]);
  });

  it('moves a session up or down by swapping with its neighbour', () => {
    const ranked = [
      { sessionId: 'm', position: 1 },
      { sessionId: 'm2', position: 2 },
    ];
    expect(moveRankedSession(ranked, 'm2', 'up', sessions)).toEqual([
      { sessionId: 'm', position: 2 },
      { sessionId: 'm2', position: 1 },
    ]);
    expect(moveRankedSession(ranked, 'm', 'up', sessions)).toEqual(ranked);
    expect(moveRankedSession(ranked, 'm2', 'down', sessions)).toEqual(ranked);
  });

  it('moves past gaps in the positions and shows choices as 1st, 2nd, 3rd…', () => {
    const gapped = [
      { sessionId: 'm', position: 3 },
      { sessionId: 'm2', position: 9 },
      { sessionId: 'a', position: 5 },
    ];
    expect(displayRank(gapped, 'm2', sessions)).toBe(2);
    expect(displayRank(gapped, 'a', sessions)).toBe(1);
    expect(moveRankedSession(gapped, 'm2', 'up', sessions)).toEqual([
      { sessionId: 'm', position: 9 },
      { sessionId: 'm2', position: 3 },
      { sessionId: 'a', position: 5 },
    ]);
    // A full day ranks after everything in the busier of its two halves.
    expect(displayRank([...gapped, { sessionId: 'd', position: 10 }], 'd', sessions)).toBe(3);
  });

  it('finds shared ranks within a slot and unknown sessions', () => {
    expect(
      preferenceProblems(
        [
          { sessionId: 'm', position: 1 },
          { sessionId: 'd', position: 1 },
        ],
        sessions,
      ),
    ).toEqual(['Two workshops can’t share choice 1 in one slot']);
    expect(preferenceProblems([{ sessionId: 'x', position: 1 }], sessions)).toHaveLength(1);
  });
});

describe('wizard', () => {
  it('sends people to the first step they still need', () => {
    expect(firstNeededStep(null)).toBe('yourself');
    expect(firstNeededStep({ codeOfConductAcceptedAt: null })).toBe('code-of-conduct');
    expect(firstNeededStep({ codeOfConductAcceptedAt: new Date() })).toBe('workshops');
  });

  it('wants a first and last name [VA-1]', () => {
    expect(isFullName('Jo Bloggs')).toBe(true);
    expect(isFullName('Cher')).toBe(false);
    const result = ZYourselfInput.safeParse({ name: '', email: 'nope' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain('Required');
    expect(messages).toContain('Invalid email');
  });

  it('needs the code of conduct accepted', () => {
    expect(ZCodeOfConductInput.safeParse({ accepted: false, photoPermission: true }).success).toBe(false);
    expect(ZCodeOfConductInput.safeParse({ accepted: true, photoPermission: false }).success).toBe(true);
  });

  it('keeps phase dates in order', () => {
    const d = (s: string) => new Date(s);
    const ok = {
      earlybirdOpensAt: d('2026-11-01'),
      earlybirdClosesAt: d('2027-08-01'),
      generalOpensAt: null,
      registrationsCloseAt: d('2027-10-01'),
    };
    expect(ZPhaseDatesInput.safeParse(ok).success).toBe(true);
    expect(ZPhaseDatesInput.safeParse({ ...ok, earlybirdClosesAt: d('2026-01-01') }).success).toBe(false);
  });
});
