import { describe, expect, it } from 'vitest';
import type { FestivalRow } from '#server/domains/festival/index';
import type { Command } from '#server/test/places-model/commands';
import { expectation } from '#server/test/places-model/expectations';
import { checkStep } from '#server/test/places-model/invariants';
import {
  DAYS,
  type ModelPerson,
  type ModelSession,
  type Snapshot,
  type World,
  YEAR,
} from '#server/test/places-model/world';

// ---------------------------------------------------------------------------------------------
// The checker breaks when a rule is broken on purpose (no database: snapshots written by hand)

describe('the model checker fails when a rule is broken on purpose [issue 11]', () => {
  const at = (hour: number) => new Date(Date.UTC(2099, 2, 9, hour));
  const half = (part: 'am' | 'pm') => ({ slots: [`0:${part}`], day: DAYS[0] as string, part });
  // a: 09–12, b: 10–11 (clashes with a), c: 13–15, d: a second session of a's workshop.
  const sessionsOf: ModelSession[] = [
    { id: 1, activityId: 10, startsAt: at(9), endsAt: at(12), capacity: 1, ...half('am') },
    { id: 2, activityId: 20, startsAt: at(10), endsAt: at(11), capacity: 1, ...half('am') },
    { id: 3, activityId: 30, startsAt: at(13), endsAt: at(15), capacity: 2, ...half('pm') },
    { id: 4, activityId: 10, startsAt: at(13), endsAt: at(15), capacity: 2, ...half('pm') },
  ];
  const personOf = (i: number): ModelPerson => ({
    registrationId: 100 + i,
    email: `p${i}@example.test`,
    viewer: { id: i, email: `p${i}@example.test`, permissions: [], client: 'model' },
    teaching: [],
    ranks: new Map([
      [1, 1],
      [2, 2],
      [3, 1],
    ]),
  });
  const world: World = { sessions: sessionsOf, people: [personOf(0), personOf(1), personOf(2)] };
  const early = new Date(Date.UTC(2099, 1, 1));
  const empty: Snapshot = { places: [], waits: [], events: [], emails: [] };
  const place = (r: number, s: number, over = false) => ({
    registrationId: r,
    sessionId: s,
    over,
    since: early,
  });
  const wait = (r: number, s: number, position: number) => ({
    registrationId: r,
    sessionId: s,
    position,
    joinedThemselvesAt: null,
  });
  const serve: Command = { kind: 'serve', session: 0 };
  const check =
    (command: Command, before: Snapshot, after: Snapshot, refused = false) =>
    () =>
      checkStep(world, command, before, after, early, refused);

  it('accepts a correct step (a join, and a promotion after a leave)', () => {
    const joined = {
      ...empty,
      places: [place(100, 1)],
      events: [{ registrationId: 100, kind: 'joined', sessionId: 1 }],
      emails: ['p0@example.test'],
    };
    expect(check({ kind: 'join', who: 0, session: 0, confirm: true }, empty, joined)).not.toThrow();
    const queued = { ...joined, waits: [wait(101, 1, 1)] };
    const promoted = {
      places: [place(101, 1)],
      waits: [],
      events: [
        { registrationId: 100, kind: 'joined', sessionId: 1 },
        { registrationId: 100, kind: 'left', sessionId: 1 },
        { registrationId: 101, kind: 'promoted', sessionId: 1 },
      ],
      emails: ['p0@example.test', 'p0@example.test', 'p1@example.test'],
    };
    expect(check({ kind: 'leave', who: 0, session: 0 }, queued, promoted)).not.toThrow();
  });
  it('capacity', () => {
    const over = { ...empty, places: [place(100, 1), place(101, 1)] };
    expect(check(serve, over, over)).toThrow(/^capacity/);
    // A staff place over capacity (with a reason) is allowed.
    const staffOver = { ...empty, places: [place(100, 1), place(101, 1, true)] };
    expect(check(serve, staffOver, staffOver)).not.toThrow();
  });
  it('no two places in one slot', () => {
    const both = { ...empty, places: [place(100, 1), place(100, 2)] };
    expect(check(serve, both, both)).toThrow(/two places in one slot/);
  });
  it('the same workshop once', () => {
    const twice = { ...empty, places: [place(100, 1), place(100, 4)] };
    expect(check(serve, twice, twice)).toThrow(/same workshop twice/);
  });
  it('no free place beside a queue (outside the last 48 hours)', () => {
    const free = { ...empty, waits: [wait(101, 1, 1)] };
    expect(check(serve, free, free)).toThrow(/free place with a queue/);
    const late = new Date(Date.UTC(2099, 2, 8, 12));
    expect(() => checkStep(world, serve, free, free, late, false)).not.toThrow();
  });
  it('waitlist positions 1..n', () => {
    const gap = { ...empty, places: [place(102, 1)], waits: [wait(100, 1, 1), wait(101, 1, 3)] };
    expect(check(serve, gap, gap)).toThrow(/positions/);
  });
  it('the people waiting keep their order', () => {
    const queued = { ...empty, places: [place(102, 1)], waits: [wait(100, 1, 1), wait(101, 1, 2)] };
    const swapped = { ...queued, waits: [wait(100, 1, 2), wait(101, 1, 1)] };
    expect(check(serve, queued, swapped)).toThrow(/queue order/);
  });
  it('nobody leaves a place or a waitlist without a history entry and an email', () => {
    const held = { ...empty, places: [place(100, 3)] };
    const noMail = { ...empty, events: [{ registrationId: 100, kind: 'left', sessionId: 3 }] };
    expect(check({ kind: 'leave', who: 0, session: 2 }, held, noMail)).toThrow(/silently/);
    const noEvent = { ...empty, emails: ['p0@example.test'] };
    expect(check({ kind: 'leave', who: 0, session: 2 }, held, noEvent)).toThrow(/silently/);
    const queued = { ...empty, places: [place(102, 1)], waits: [wait(100, 1, 1)] };
    const dropped = { ...queued, waits: [] };
    expect(check({ kind: 'unwait', who: 0, session: 0 }, queued, dropped)).toThrow(/silently/);
  });
  it('every change has a history entry and exactly one email [issue 24]', () => {
    const full = { ...empty, places: [place(102, 1)] };
    const queued = {
      ...full,
      waits: [wait(100, 1, 1)],
      events: [{ registrationId: 100, kind: 'waitlist-joined', sessionId: 1 }],
    };
    expect(check({ kind: 'wait', who: 0, session: 0 }, full, queued)).toThrow(/history entry and one email/);
    expect(
      check({ kind: 'wait', who: 0, session: 0 }, full, { ...queued, emails: ['p0@example.test'] }),
    ).not.toThrow();
  });
  it('a waitlist joined themselves outranks a higher-ranked place held then [issue 24]', () => {
    // 100 holds session 1 (ranked 1) and waits for session 2 (ranked 2), which has a free place.
    const since = new Date(early.getTime() - 1000);
    const heldThen = { ...empty, places: [{ ...place(100, 1), since }], waits: [wait(100, 2, 1)] };
    expect(check(serve, heldThen, heldThen)).not.toThrow();
    const joined = { ...heldThen, waits: [{ ...wait(100, 2, 1), joinedThemselvesAt: early }] };
    expect(check(serve, joined, joined)).toThrow(/free place with a queue/);
  });
  it('one email per person per change', () => {
    const twice = {
      ...empty,
      places: [place(100, 3)],
      events: [],
      emails: ['p0@example.test', 'p0@example.test'],
    };
    expect(check({ kind: 'join', who: 0, session: 2, confirm: true }, empty, twice)).toThrow(
      /more than one email/,
    );
  });
  it('a refused command changes nothing', () => {
    const held = { ...empty, places: [place(100, 3)] };
    expect(check({ kind: 'leave', who: 0, session: 2 }, empty, held, true)).toThrow(/refused/);
    // A refused join may only have served the queue in front of it.
    const joined = { ...empty, places: [place(100, 3)] };
    expect(check({ kind: 'join', who: 0, session: 2, confirm: true }, empty, joined, true)).toThrow(
      /unexplained place/,
    );
  });
  it('totals change only by the intended effect', () => {
    const mail = (...who: number[]) => who.map((i) => `p${i}@example.test`);
    // A join that also places someone else, from nowhere.
    const extra = { ...empty, places: [place(100, 3), place(101, 3)], emails: mail(0, 1) };
    expect(check({ kind: 'join', who: 0, session: 2, confirm: true }, empty, extra)).toThrow(
      /unexplained place/,
    );
    // A leave that also takes someone else's place away (told, but not a swap up).
    const two = { ...empty, places: [place(100, 3), place(101, 1)] };
    const gone = {
      ...empty,
      events: [
        { registrationId: 100, kind: 'left', sessionId: 3 },
        { registrationId: 101, kind: 'left', sessionId: 1 },
      ],
      emails: mail(0, 1),
    };
    expect(check({ kind: 'leave', who: 0, session: 2 }, two, gone)).toThrow(/unexplained loss of a place/);
    // Someone queued who asked for nothing.
    const full = { ...empty, places: [place(102, 1)] };
    const queuedToo = { ...full, waits: [wait(100, 1, 1), wait(101, 1, 2)], emails: [] };
    expect(check({ kind: 'wait', who: 0, session: 0 }, full, queuedToo)).toThrow(
      /unexplained waitlist entry/,
    );
    // Someone taken off a queue with an email but for no reason the command explains.
    const queued = { ...full, waits: [wait(100, 1, 1), wait(101, 1, 2)] };
    const cut = {
      ...full,
      waits: [wait(100, 1, 1)],
      events: [{ registrationId: 101, kind: 'waitlist-left', sessionId: 1 }],
      emails: mail(1),
    };
    expect(check(serve, queued, cut)).toThrow(/unexplained loss of a waitlist place/);
  });
  it('the reference model predicts refusals and effects', () => {
    const festival = {
      id: YEAR,
      earlybirdOpensAt: new Date(Date.UTC(2099, 0, 1)),
      earlybirdClosesAt: new Date(Date.UTC(2099, 0, 10)),
      generalOpensAt: new Date(Date.UTC(2099, 0, 20)),
      registrationsCloseAt: null,
      endDate: DAYS[1],
    } as unknown as FestivalRow;
    const full = { ...empty, places: [place(102, 1)], waits: [wait(101, 1, 1)] };
    // Joining a full session is refused; so is jumping its queue.
    expect(
      expectation(world, { kind: 'join', who: 0, session: 0, confirm: true }, full, festival, early).refused,
    ).toBe(true);
    // Joining a session with room succeeds, and must leave the person placed.
    const join = expectation(
      world,
      { kind: 'join', who: 0, session: 2, confirm: true },
      full,
      festival,
      early,
    );
    expect(join.refused).toBe(false);
    expect(join.after?.(full)).toMatch(/no place/);
    // A full re-run of the lottery once general registration opened is refused.
    expect(
      expectation(world, { kind: 'lottery', mode: 'full', seed: 1 }, full, festival, early).refused,
    ).toBe(true);
    // Staff waitlisting at position 1 must put them first.
    const staffWait = expectation(
      world,
      { kind: 'staff-wait', who: 0, session: 0, position: 1 },
      full,
      festival,
      early,
    );
    expect(staffWait.after?.({ ...full, waits: [wait(101, 1, 1), wait(100, 1, 2)] })).toMatch(/queued at 2/);
  });
});
