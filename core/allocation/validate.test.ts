import { describe, expect, it } from 'vitest';
import { prefs, session } from './test-instances';
import type { AllocationInstance } from './types';
import { validateInstance } from './validate';

const valid = (): AllocationInstance => ({
  sessions: [
    session('s1', ['2026-10-05:am'], 16, 'a1'),
    session('s2', ['2026-10-05:am', '2026-10-05:pm'], 12, 'a2'),
  ],
  registrations: [{ id: 'r1', preferences: prefs('s2', 's1') }],
});

const errorsOf = (input: unknown) => {
  const result = validateInstance(input);
  return result.ok ? [] : result.errors;
};

describe('validateInstance', () => {
  it('accepts the contract example', () => {
    expect(validateInstance(valid())).toEqual({ ok: true, instance: valid() });
  });

  it('rejects unknown session ids in preferences', () => {
    const instance = valid();
    instance.registrations[0]?.preferences.push({ sessionId: 'nope', position: 3 });
    expect(errorsOf(instance)).toEqual(['registration "r1": preference for unknown session id "nope"']);
  });

  it('rejects duplicate session, registration and preference ids', () => {
    const instance = valid();
    instance.sessions.push({ id: 's1', activityId: 'a9', capacity: 1, slots: ['2026-10-06:am'] });
    instance.registrations.push({ id: 'r1', preferences: [] });
    instance.registrations[0]?.preferences.push({ sessionId: 's2', position: 4 });
    expect(errorsOf(instance)).toEqual([
      'duplicate session id "s1"',
      'registration "r1": duplicate preference for session "s2"',
      'duplicate registration id "r1"',
    ]);
  });

  it('rejects positions below 1 and capacities below 0', () => {
    const instance = valid();
    (instance.sessions[0] as { capacity: number }).capacity = -1;
    (instance.registrations[0]?.preferences[0] as { position: number }).position = 0;
    expect(errorsOf(instance)).toEqual([
      'session "s1": capacity -1 is below 0',
      'registration "r1": position 0 for session "s2" is below 1',
    ]);
  });

  it('rejects bad shapes with the path of the problem', () => {
    expect(errorsOf({ sessions: 'x', registrations: [] })[0]).toMatch(/^sessions: /);
    expect(errorsOf(null)[0]).toMatch(/^instance: /);
    expect(
      errorsOf({
        sessions: [],
        registrations: [{ id: 'r', preferences: [{ sessionId: 's', position: 1.5 }] }],
      })[0],
    ).toMatch(/^registrations\.0\.preferences\.0\.position: /);
  });

  it('rejects slot keys that are not half days, and sessions spanning days', () => {
    const instance = valid();
    instance.sessions.push({ id: 's3', activityId: 'a3', capacity: 1, slots: ['2026-10-05 10:00'] });
    instance.sessions.push({
      id: 's4',
      activityId: 'a4',
      capacity: 1,
      slots: ['2026-10-05:am', '2026-10-06:am'],
    });
    expect(errorsOf(instance)).toEqual([
      'session "s3": slot "2026-10-05 10:00" is not of the form YYYY-MM-DD:am or YYYY-MM-DD:pm',
      'session "s4": a session occupies one half day or both halves of a single day',
    ]);
  });

  it('rejects existing placements that are unknown, over capacity or clash', () => {
    const instance = valid();
    instance.sessions[0] = {
      ...(instance.sessions[0] as AllocationInstance['sessions'][0]),
      capacity: 1,
      placements: ['r1', 'ghost'],
    };
    instance.sessions[1] = {
      ...(instance.sessions[1] as AllocationInstance['sessions'][0]),
      placements: ['r1'],
    };
    expect(errorsOf(instance)).toEqual([
      'session "s1": 2 existing placements exceed its capacity of 1',
      'session "s1": existing placement of unknown registration id "ghost"',
      'registration "r1" is already placed in "s1" and "s2" at 2026-10-05:am',
    ]);
  });
});
