import { currentFestivalOf } from '#server/domains/festival/index';
import { builder } from '#server/graphql/builder';
import { NotFoundError } from '#server/services/errors';
import { iterateTopic } from './topic-iterator';
import { type RegistrationChangeEvent, topics } from './topics';

const RegistrationChangeRef = builder.objectRef<RegistrationChangeEvent>('RegistrationChange').implement({
  description: 'Something about one registration changed; staff lists refetch what they show of it.',
  fields: (t) => ({
    registrationId: t.id({
      nullable: true,
      resolve: (e) => (e.registrationId === null ? null : String(e.registrationId)),
    }),
    kind: t.exposeString('kind'),
    at: t.field({ type: 'DateTime', resolve: (e) => e.at }),
  }),
});

builder.subscriptionFields((t) => ({
  registrationChanged: t.field({
    type: RegistrationChangeRef,
    authScopes: { permission: 'registrations' },
    description: 'Changes to the current festival’s registrations, for the staff registrations list.',
    subscribe: async (_root, _args, context) => {
      const festival = await currentFestivalOf(context);
      if (!festival) throw new NotFoundError('Festival');
      const subscribed = async (): Promise<RegistrationChangeEvent> => ({
        registrationId: null,
        festivalId: festival.id,
        kind: 'subscribed',
        at: context.now().toISOString(),
      });
      return iterateTopic<RegistrationChangeEvent>(context.pubsub, topics.registrationChanged(festival.id), {
        initial: subscribed,
      });
    },
    resolve: (event) => event,
  }),
}));
