import type { festivals } from '#server/db/schema/festival';

/** A festival as its row reads (the festival domain's FestivalRow). */
type Festival = typeof festivals.$inferSelect;

/** The logged-in person making a request, as the credentials prove. */
export interface Viewer {
  id: number;
  email: string;
  permissions: readonly string[];
  /** The device (client) whose credentials were used. */
  client: string;
}

/**
 * Who a service acts or reads for, and when: the second argument of every service function that
 * acts for someone or reads for a viewer, `(db, scope, input)` (docs/architecture.md, "Services").
 * Resolvers build it with the helpers in server/graphql/context.ts; webhooks, jobs and tests build
 * it by hand. `V` narrows the viewer to what the service needs (a signed-in Viewer, or only id and
 * email for audit).
 */
export interface ViewerScope<V = Viewer | null> {
  viewer: V;
  now: Date;
}

/** A ViewerScope with the festival the service works on. */
export interface ServiceScope<V = Viewer | null> extends ViewerScope<V> {
  festival: Festival;
}
