import { builder } from '#server/graphql/builder';
import { type Context, viewerScopeOf } from '#server/graphql/context';
import { NotFoundError, ValidationError } from '#server/services/errors';
import type { Viewer, ViewerScope } from '#server/services/scope';
import type { PlaceChange } from './places/index';
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

/** The registration and session a change names, as ids (an unknown id is not found). */
function placeOf(args: { registrationId: string | number; sessionId: string | number }) {
  return {
    registrationId: id(args.registrationId, 'Registration'),
    sessionId: id(args.sessionId, 'Workshop session'),
  };
}

/** Tells the registration's watchers about a change (as `kind`) and returns it. */
async function done(context: Context, kind: string, change: StaffPlaceChange): Promise<PlaceChange> {
  await publishRegistrationChanges(context, {
    festivalId: change.registration.festivalId,
    registrationId: change.registration.id,
    kind,
    now: context.now(),
    promoted: change.promoted ?? [],
  });
  return change;
}

/** Resolves a staff change: the viewer makes it, with the request read from the arguments, then `done`. */
function staffResolver<Args, Request>(
  kind: string,
  change: (db: Context['db'], scope: ViewerScope<Viewer>, request: Request) => Promise<StaffPlaceChange>,
  requestOf: (args: Args) => Request,
) {
  return async (_root: unknown, args: Args, context: Context): Promise<PlaceChange> =>
    done(context, kind, await change(context.db, viewerScopeOf(context), requestOf(args)));
}

export function registerStaffPlaceMutations(PlaceChangeRef: PlaceChangeObject): void {
  builder.mutationFields((t) => {
    // Every staff change: registration managers only, a PlaceChange or one of the staff errors.
    const staffChange = {
      type: PlaceChangeRef,
      authScopes: { permission: 'registrations' },
      errors: { types: staffErrors, directResult: true },
    } as const;
    const placeArgs = () => ({
      registrationId: t.arg.id({ required: true }),
      sessionId: t.arg.id({ required: true }),
    });
    return {
      staffAddPlace: t.field({
        ...staffChange,
        description:
          'Gives a participant a place (registration managers). A full session needs `overCapacityReason`, stored on the place. Staff are not bound by the 48-hour cutoff.',
        args: { ...placeArgs(), overCapacityReason: t.arg.string({ required: false }) },
        resolve: staffResolver('staff-added', staffAddPlace, (args) => ({
          ...placeOf(args),
          overCapacityReason: args.overCapacityReason,
        })),
      }),
      staffRemovePlace: t.field({
        ...staffChange,
        description: 'Takes a participant out of a session; its waitlist moves up (registration managers).',
        args: {
          ...placeArgs(),
          reason: t.arg.string({
            required: false,
            description: 'Told to the participant and kept in history.',
          }),
        },
        resolve: staffResolver('staff-removed', staffRemovePlace, (args) => ({
          ...placeOf(args),
          reason: args.reason,
        })),
      }),
      staffMovePlace: t.field({
        ...staffChange,
        description:
          'Moves a participant from one session to another in one step (registration managers); `removedFrom` is the old session.',
        args: {
          registrationId: t.arg.id({ required: true }),
          fromSessionId: t.arg.id({ required: true }),
          toSessionId: t.arg.id({ required: true }),
          overCapacityReason: t.arg.string({ required: false }),
        },
        resolve: staffResolver('staff-moved', staffMovePlace, (args) => ({
          registrationId: id(args.registrationId, 'Registration'),
          fromSessionId: id(args.fromSessionId, 'Workshop session'),
          toSessionId: id(args.toSessionId, 'Workshop session'),
          overCapacityReason: args.overCapacityReason,
        })),
      }),
      staffAddToWaitlist: t.field({
        ...staffChange,
        description:
          'Puts a participant on a waitlist at `position` (1 = next; omitted = last), or moves them there (registration managers).',
        args: { ...placeArgs(), position: t.arg.int({ required: false }) },
        resolve: staffResolver('staff-waitlisted', staffAddToWaitlist, (args) => ({
          ...placeOf(args),
          position: args.position,
        })),
      }),
      staffRemoveFromWaitlist: t.field({
        ...staffChange,
        description: 'Takes a participant off a waitlist; those behind move up (registration managers).',
        args: { ...placeArgs(), reason: t.arg.string({ required: false }) },
        resolve: staffResolver('staff-unwaitlisted', staffRemoveFromWaitlist, (args) => ({
          ...placeOf(args),
          reason: args.reason,
        })),
      }),
    };
  });
}
