import { builder } from '#server/graphql/builder';
import { type Context, viewerScopeOf } from '#server/graphql/context';
import { NotFoundError, ValidationError } from '#server/graphql/errors';
import type { PlaceChange } from './places.service';
import { publishRegistrationChanges } from './registration-changes.service';
import {
  AlreadyInWorkshopError,
  PlaceClashError,
  PlacesAvailableError,
  RegistrationClosedError,
  SessionCancelledError,
  TeachingClashError,
  WorkshopFullError,
} from './registrations.errors';
import {
  type StaffPlaceChange,
  staffAddPlace,
  staffAddToWaitlist,
  staffMovePlace,
  staffRemoveFromWaitlist,
  staffRemovePlace,
} from './staff-places.service';

/**
 * Staff mutations that fix a participant's places by hand (registration managers). Registered from
 * registrations.graphql.ts, which owns the PlaceChange type they return.
 */

/** The PlaceChange type's ref, passed in to avoid an import cycle. */
type PlaceChangeObject = ReturnType<ReturnType<typeof builder.objectRef<PlaceChange>>['implement']>;

const staffErrors = [
  NotFoundError,
  ValidationError,
  RegistrationClosedError,
  WorkshopFullError,
  AlreadyInWorkshopError,
  TeachingClashError,
  PlaceClashError,
  PlacesAvailableError,
  SessionCancelledError,
];

function id(value: string | number, what: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n <= 0) throw new NotFoundError(what);
  return n;
}

async function done(context: Context, change: StaffPlaceChange, kind: string): Promise<PlaceChange> {
  await publishRegistrationChanges(context, {
    festivalId: change.registration.festivalId,
    registrationId: change.registration.id,
    kind,
    now: context.now(),
  });
  return change;
}

export function registerStaffPlaceMutations(PlaceChangeRef: PlaceChangeObject): void {
  builder.mutationFields((t) => ({
    staffAddPlace: t.field({
      type: PlaceChangeRef,
      description:
        'Gives a participant a place (registration managers). A full session needs `overCapacityReason`, stored on the place. Staff are not bound by the 48-hour cutoff.',
      authScopes: { permission: 'registrations' },
      errors: { types: staffErrors, directResult: true },
      args: {
        registrationId: t.arg.id({ required: true }),
        sessionId: t.arg.id({ required: true }),
        overCapacityReason: t.arg.string({ required: false }),
      },
      resolve: async (_root, args, context) =>
        done(
          context,
          await staffAddPlace(context.db, viewerScopeOf(context), {
            registrationId: id(args.registrationId, 'Registration'),
            sessionId: id(args.sessionId, 'Workshop session'),
            overCapacityReason: args.overCapacityReason,
          }),
          'staff-added',
        ),
    }),
    staffRemovePlace: t.field({
      type: PlaceChangeRef,
      description: 'Takes a participant out of a session; its waitlist moves up (registration managers).',
      authScopes: { permission: 'registrations' },
      errors: { types: staffErrors, directResult: true },
      args: {
        registrationId: t.arg.id({ required: true }),
        sessionId: t.arg.id({ required: true }),
        reason: t.arg.string({
          required: false,
          description: 'Told to the participant and kept in history.',
        }),
      },
      resolve: async (_root, args, context) =>
        done(
          context,
          await staffRemovePlace(context.db, viewerScopeOf(context), {
            registrationId: id(args.registrationId, 'Registration'),
            sessionId: id(args.sessionId, 'Workshop session'),
            reason: args.reason,
          }),
          'staff-removed',
        ),
    }),
    staffMovePlace: t.field({
      type: PlaceChangeRef,
      description:
        'Moves a participant from one session to another in one step (registration managers); `removedFrom` is the old session.',
      authScopes: { permission: 'registrations' },
      errors: { types: staffErrors, directResult: true },
      args: {
        registrationId: t.arg.id({ required: true }),
        fromSessionId: t.arg.id({ required: true }),
        toSessionId: t.arg.id({ required: true }),
        overCapacityReason: t.arg.string({ required: false }),
      },
      resolve: async (_root, args, context) =>
        done(
          context,
          await staffMovePlace(context.db, viewerScopeOf(context), {
            registrationId: id(args.registrationId, 'Registration'),
            fromSessionId: id(args.fromSessionId, 'Workshop session'),
            toSessionId: id(args.toSessionId, 'Workshop session'),
            overCapacityReason: args.overCapacityReason,
          }),
          'staff-moved',
        ),
    }),
    staffAddToWaitlist: t.field({
      type: PlaceChangeRef,
      description:
        'Puts a participant on a waitlist at `position` (1 = next; omitted = last), or moves them there (registration managers).',
      authScopes: { permission: 'registrations' },
      errors: { types: staffErrors, directResult: true },
      args: {
        registrationId: t.arg.id({ required: true }),
        sessionId: t.arg.id({ required: true }),
        position: t.arg.int({ required: false }),
      },
      resolve: async (_root, args, context) =>
        done(
          context,
          await staffAddToWaitlist(context.db, viewerScopeOf(context), {
            registrationId: id(args.registrationId, 'Registration'),
            sessionId: id(args.sessionId, 'Workshop session'),
            position: args.position,
          }),
          'staff-waitlisted',
        ),
    }),
    staffRemoveFromWaitlist: t.field({
      type: PlaceChangeRef,
      description: 'Takes a participant off a waitlist; those behind move up (registration managers).',
      authScopes: { permission: 'registrations' },
      errors: { types: staffErrors, directResult: true },
      args: {
        registrationId: t.arg.id({ required: true }),
        sessionId: t.arg.id({ required: true }),
        reason: t.arg.string({ required: false }),
      },
      resolve: async (_root, args, context) =>
        done(
          context,
          await staffRemoveFromWaitlist(context.db, viewerScopeOf(context), {
            registrationId: id(args.registrationId, 'Registration'),
            sessionId: id(args.sessionId, 'Workshop session'),
            reason: args.reason,
          }),
          'staff-unwaitlisted',
        ),
    }),
  }));
}
