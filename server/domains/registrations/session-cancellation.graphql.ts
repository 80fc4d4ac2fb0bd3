import { activityPermission } from '#core/activities/activity-input';
import type { ActivityType } from '#core/activities/activity-types';
import type { Permission } from '#core/people/permissions';
import { loadActivities, loadSessions, SessionRef } from '#server/domains/activities/index';
import { builder } from '#server/graphql/builder';
import { type Context, viewerScopeOf } from '#server/graphql/context';
import { NotFoundError, ValidationError } from '#server/services/errors';
import { publishRegistrationChanges } from './registration-changes.service';
import { SessionCancelledError, SessionNotCancelledError } from './registrations.errors';
import {
  type CancellationImpact,
  type CancellationResult,
  cancellationImpact,
  cancelSession,
  restoreSession,
} from './session-cancellation.service';

/**
 * Cancelling and restoring a session (issue 14). Guarded by the permission for the kind of its
 * activity; anyone without a staff permission at all is refused before anything is read.
 */

const CancellationImpactRef = builder.objectRef<CancellationImpact>('SessionCancellationImpact').implement({
  description: 'Who a cancellation reaches: each person is emailed once.',
  fields: (t) => ({
    placed: t.exposeInt('placed', { description: 'Places held in the session.' }),
    waitlisted: t.exposeInt('waitlisted', { description: 'People on its waitlist.' }),
    ranked: t.exposeInt('ranked', { description: 'Rankings of it, counted only before the lottery.' }),
    people: t.exposeInt('people', { description: 'Distinct people emailed.' }),
  }),
});

const CancellationRef = builder.objectRef<CancellationResult>('SessionCancellation').implement({
  fields: (t) => ({
    session: t.field({ type: SessionRef, resolve: (result) => result.session }),
    impact: t.field({ type: CancellationImpactRef, resolve: (result) => result.impact }),
  }),
});

const NO_ACCESS = { staff: true } as const;

function sessionId(value: unknown): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The permission for the session's kind; non-staff fail on `staff` without a read. */
async function scopeForSession(_root: unknown, args: { id: unknown }, context: Context) {
  if (!context.viewer?.permissions.length) return NO_ACCESS;
  const id = sessionId(args.id);
  const [session] = id === null ? [] : await loadSessions(context.db, [id]);
  const [activity] = session ? await loadActivities(context.db, [session.activityId]) : [];
  const permission: Permission = activity ? activityPermission(activity.type as ActivityType) : 'activities';
  return { permission };
}

function requireId(value: unknown): number {
  const id = sessionId(value);
  if (id === null) throw new NotFoundError('Session');
  return id;
}

builder.objectFields(SessionRef, (t) => ({
  cancelled: t.boolean({
    description: 'Staff cancelled it: shown as cancelled, not bookable.',
    resolve: (session) => session.cancelledAt !== null,
  }),
  cancellationReason: t.string({
    nullable: true,
    description: 'What staff said about the cancellation, if anything.',
    resolve: (session) => session.cancellationReason,
  }),
  cancellationImpact: t.field({
    type: CancellationImpactRef,
    description: 'Who cancelling it now would reach (staff who manage this kind).',
    authScopes: async (session, _args, context) => {
      if (!context.viewer?.permissions.length) return NO_ACCESS;
      const [activity] = await loadActivities(context.db, [session.activityId]);
      return { permission: activity ? activityPermission(activity.type as ActivityType) : 'activities' };
    },
    resolve: (session, _args, context) =>
      cancellationImpact(context.db, viewerScopeOf(context), { sessionId: session.id }),
  }),
}));

builder.mutationFields((t) => ({
  cancelSession: t.field({
    type: CancellationRef,
    description:
      'Cancels a session: its places, waitlist and rankings are released, everyone is emailed once, and balances follow (no automatic refunds).',
    authScopes: scopeForSession,
    errors: { types: [NotFoundError, ValidationError, SessionCancelledError], directResult: true },
    args: {
      id: t.arg.id({ required: true }),
      reason: t.arg.string({ required: false, description: 'Told to the people emailed; kept in history.' }),
    },
    resolve: async (_root, args, context) => {
      const result = await cancelSession(context.db, viewerScopeOf(context), {
        sessionId: requireId(args.id),
        reason: args.reason,
      });
      const now = context.now();
      for (const [i, registrationId] of result.registrationIds.entries()) {
        await publishRegistrationChanges(context, {
          festivalId: result.festivalId,
          registrationId,
          kind: 'session-cancelled',
          now,
          promoted: i === 0 ? result.promoted : [],
        });
      }
      return result;
    },
  }),
  restoreSession: t.field({
    type: SessionRef,
    description: 'Makes a cancelled session bookable again. Nobody is put back in it.',
    authScopes: scopeForSession,
    errors: { types: [NotFoundError, SessionNotCancelledError], directResult: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      restoreSession(context.db, viewerScopeOf(context), { sessionId: requireId(args.id) }),
  }),
}));
