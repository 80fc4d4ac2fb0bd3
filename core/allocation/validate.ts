import { z } from 'zod';
import type { AllocationInstance } from './types';

/** Shape only; the rules that need the whole instance (unknown ids, duplicates…) are checked below. */
export const ZAllocationInstance = z.object({
  sessions: z.array(
    z.object({
      id: z.string().min(1),
      activityId: z.string().min(1),
      capacity: z.number().int(),
      slots: z.array(z.string()).min(1),
      placements: z.array(z.string()).optional(),
    }),
  ),
  registrations: z.array(
    z.object({
      id: z.string().min(1),
      preferences: z.array(z.object({ sessionId: z.string(), position: z.number().int() })),
    }),
  ),
});

export type ValidationResult = { ok: true; instance: AllocationInstance } | { ok: false; errors: string[] };

const SLOT_KEY = /^(\d{4}-\d{2}-\d{2}):(am|pm)$/;
const MAX_ERRORS = 50;

/**
 * Checks an untrusted instance. Returns every problem found (up to 50) with the ids involved, so an
 * admin can fix the data in one go; never returns a partially accepted instance.
 */
export function validateInstance(input: unknown): ValidationResult {
  const parsed = ZAllocationInstance.safeParse(input);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => {
      const where = issue.path.length > 0 ? issue.path.join('.') : 'instance';
      return `${where}: ${issue.message}`;
    });
    return { ok: false, errors: errors.slice(0, MAX_ERRORS) };
  }
  const instance = parsed.data as AllocationInstance;
  const errors: string[] = [];
  const report = (message: string) => {
    if (errors.length < MAX_ERRORS) errors.push(message);
  };

  const sessions = new Map<string, AllocationInstance['sessions'][number]>();
  for (const session of instance.sessions) {
    if (sessions.has(session.id)) report(`duplicate session id "${session.id}"`);
    sessions.set(session.id, session);
    if (session.capacity < 0) report(`session "${session.id}": capacity ${session.capacity} is below 0`);
    checkSlots(session.id, session.slots, report);
  }

  const registrationIds = new Set<string>();
  for (const registration of instance.registrations) {
    if (registrationIds.has(registration.id)) report(`duplicate registration id "${registration.id}"`);
    registrationIds.add(registration.id);
    const ranked = new Set<string>();
    for (const preference of registration.preferences) {
      const where = `registration "${registration.id}"`;
      if (!sessions.has(preference.sessionId)) {
        report(`${where}: preference for unknown session id "${preference.sessionId}"`);
      }
      if (ranked.has(preference.sessionId)) {
        report(`${where}: duplicate preference for session "${preference.sessionId}"`);
      }
      ranked.add(preference.sessionId);
      if (preference.position < 1) {
        report(`${where}: position ${preference.position} for session "${preference.sessionId}" is below 1`);
      }
    }
  }

  checkExistingPlacements(instance, registrationIds, report);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, instance };
}

function checkSlots(sessionId: string, slots: string[], report: (message: string) => void) {
  const where = `session "${sessionId}"`;
  const days = new Set<string>();
  for (const slot of slots) {
    const match = SLOT_KEY.exec(slot);
    if (!match) {
      report(`${where}: slot "${slot}" is not of the form YYYY-MM-DD:am or YYYY-MM-DD:pm`);
      return;
    }
    days.add(match[1] as string);
  }
  // A session is a half day or a full day (both halves of one date); nothing else exists at the festival.
  if (new Set(slots).size !== slots.length) report(`${where}: slot listed twice`);
  else if (slots.length > 2 || days.size > 1) {
    report(`${where}: a session occupies one half day or both halves of a single day`);
  }
}

function checkExistingPlacements(
  instance: AllocationInstance,
  registrationIds: Set<string>,
  report: (message: string) => void,
) {
  const heldSlots = new Map<string, string>(); // `${registration} ${slot}` -> session id
  const heldActivities = new Map<string, string>(); // `${registration} ${activity}` -> session id
  for (const session of instance.sessions) {
    const placed = session.placements ?? [];
    const where = `session "${session.id}"`;
    if (placed.length > Math.max(0, session.capacity)) {
      report(`${where}: ${placed.length} existing placements exceed its capacity of ${session.capacity}`);
    }
    const seen = new Set<string>();
    for (const registrationId of placed) {
      if (!registrationIds.has(registrationId)) {
        report(`${where}: existing placement of unknown registration id "${registrationId}"`);
        continue;
      }
      if (seen.has(registrationId)) {
        report(`${where}: duplicate existing placement of registration "${registrationId}"`);
        continue;
      }
      seen.add(registrationId);
      for (const slot of session.slots) {
        const other = heldSlots.get(`${registrationId} ${slot}`);
        if (other !== undefined) {
          report(
            `registration "${registrationId}" is already placed in "${other}" and "${session.id}" at ${slot}`,
          );
        }
        heldSlots.set(`${registrationId} ${slot}`, session.id);
      }
      const sameActivity = heldActivities.get(`${registrationId} ${session.activityId}`);
      if (sameActivity !== undefined) {
        report(
          `registration "${registrationId}" is already placed in "${sameActivity}" and "${session.id}" of the same activity`,
        );
      }
      heldActivities.set(`${registrationId} ${session.activityId}`, session.id);
    }
  }
}
