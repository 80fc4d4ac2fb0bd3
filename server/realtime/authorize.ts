import { GraphQLError } from 'graphql';
import { hasPermission, type Permission } from '#core/people/permissions';
import type { Context } from '#server/graphql/context';

/**
 * Scope-auth checks a subscription field when each event is resolved, not when the stream is set
 * up, so without this an unauthorised client would still subscribe (and learn that events happen).
 * Every `subscribe` function calls this first, with the same permission as its `authScopes`.
 */
export function assertMaySubscribe(context: Context, permission: Permission): void {
  if (!hasPermission(context.viewer, permission)) {
    throw new GraphQLError('Not allowed', { extensions: { code: 'FORBIDDEN' } });
  }
}
