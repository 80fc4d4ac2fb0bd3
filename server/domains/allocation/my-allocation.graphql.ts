import { SessionRef } from '#server/domains/activities/index';
import { builder } from '#server/graphql/builder';
import { scopeOrNullOf } from '#server/graphql/context';
import { explanationFor, SlotExplanationRef } from './allocation-review.graphql';
import { findViewerAllocation, type ViewerAllocation } from './viewer-allocation';

// A participant's own result of the published lottery.

const WaitlistPlaceRef = builder
  .objectRef<{ sessionId: string; position: number }>('MyWaitlistPlace')
  .implement({
    fields: (t) => ({
      session: t.field({ type: SessionRef, resolve: (w) => Number(w.sessionId) }),
      position: t.exposeInt('position', { description: '1 = offered the next free place.' }),
    }),
  });

const MyAllocationRef = builder.objectRef<ViewerAllocation>('MyWorkshopAllocation').implement({
  description: 'What the published lottery gave the viewer, and why.',
  fields: (t) => ({
    publishedAt: t.field({ type: 'DateTime', resolve: (a) => a.run.publishedAt ?? a.run.startedAt }),
    placements: t.field({
      type: [SessionRef],
      description: 'As published (places taken or given up since are on the registration).',
      resolve: (a) =>
        Object.entries(a.draft.current.placements)
          .filter(([, ids]) => ids.includes(a.registrationId))
          .map(([id]) => Number(id)),
    }),
    waitlists: t.field({
      type: [WaitlistPlaceRef],
      resolve: (a) =>
        Object.entries(a.draft.current.waitlists).flatMap(([sessionId, ids]) => {
          const index = ids.indexOf(a.registrationId);
          return index >= 0 ? [{ sessionId, position: index + 1 }] : [];
        }),
    }),
    satisfaction: t.float({
      nullable: true,
      resolve: (a) => a.draft.engine.explanations[a.registrationId]?.satisfaction ?? null,
    }),
    explanation: t.field({
      type: [SlotExplanationRef],
      resolve: (a) => explanationFor(a.draft, a.registrationId),
    }),
  }),
});

builder.queryFields((t) => ({
  myWorkshopAllocation: t.field({
    type: MyAllocationRef,
    nullable: true,
    authScopes: { loggedIn: true },
    description: 'The viewer’s lottery result; null until staff publish it.',
    resolve: async (_root, _args, context) => {
      const scope = context.viewer ? await scopeOrNullOf(context) : null;
      return scope && findViewerAllocation(context.db, scope);
    },
  }),
}));
