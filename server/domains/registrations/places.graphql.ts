import { SessionRef } from '#server/domains/activities/index';
import { builder } from '#server/graphql/builder';
import { participantScopeOf } from '#server/graphql/context';
import { NotFoundError } from '#server/services/errors';
import { joinSession, joinWaitlist, leaveSession, leaveWaitlist, type PlaceChange } from './places/index';
import { RegistrationRef } from './registration.graphql';
import { published } from './registration-changes.service';
import { participantPlaceErrors } from './registration-errors.graphql';
import { registerStaffPlaceMutations } from './staff-places.graphql';

// Taking and giving up places and waitlist places (general phase), and staff doing it for others.

const PlaceChangeRef = builder.objectRef<PlaceChange>('PlaceChange').implement({
  description: 'A place taken or given up, or a waitlist joined or left.',
  fields: (t) => ({
    overCapacity: t.boolean({
      description: 'Staff placed them beyond capacity (with a reason stored on the place).',
      resolve: (c) => ('overCapacity' in c ? Boolean(c.overCapacity) : false),
    }),
    registration: t.field({ type: RegistrationRef, resolve: (c) => c.registration }),
    session: t.field({ type: SessionRef, resolve: (c) => c.session.id }),
    removedFrom: t.field({
      type: [SessionRef],
      description: 'Clashing sessions given up to make room.',
      resolve: (c) => c.removedFrom.map((s) => s.id),
    }),
  }),
});

const placeErrors = [NotFoundError, ...participantPlaceErrors];

type PlaceOperation = typeof joinSession;

function placeMutation(name: string, operation: PlaceOperation, kind: string, description: string) {
  return builder.mutationField(name, (t) =>
    t.field({
      type: PlaceChangeRef,
      description,
      authScopes: { loggedIn: true },
      errors: { types: placeErrors, directResult: true },
      args: {
        sessionId: t.arg.id({ required: true }),
        ...(operation === joinSession
          ? {
              confirmSwap: t.arg.boolean({
                required: false,
                description:
                  'Go ahead although it gives up a clashing place (otherwise SwapNeedsConfirmationError says which).',
              }),
            }
          : {}),
      },
      resolve: async (_root, args, context) => {
        const sessionId = Number(args.sessionId);
        if (!Number.isInteger(sessionId)) throw new NotFoundError('Workshop session');
        const confirmSwap = (args as { confirmSwap?: boolean | null }).confirmSwap === true;
        const change = await operation(context.db, await participantScopeOf(context), {
          sessionId,
          confirmSwap,
        });
        await published(context, change.registration, kind, change.promoted);
        return change;
      },
    }),
  );
}

placeMutation(
  'joinSession',
  joinSession,
  'joined',
  'Takes a place in a workshop session, giving up any clashing one (general phase).',
);
placeMutation(
  'leaveSession',
  leaveSession,
  'left',
  'Gives up a place, at least 48 hours before the start; the waitlist moves up.',
);
placeMutation(
  'joinWaitlist',
  joinWaitlist,
  'waitlist-joined',
  'Joins the waitlist of a full workshop session.',
);
placeMutation('leaveWaitlist', leaveWaitlist, 'waitlist-left', 'Leaves a waitlist.');

registerStaffPlaceMutations(PlaceChangeRef);
