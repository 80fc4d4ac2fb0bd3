import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ErrorsPlugin from '@pothos/plugin-errors';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { GraphQLError } from 'graphql';
import { isIsoDate } from '#core/festival/dates';
import { hasPermission, type Permission } from '#core/people/permissions';
import { type DomainError, NotAllowedError, NotFoundError, ValidationError } from '#server/services/errors';
import type { Context } from './request-context';

export const builder = new SchemaBuilder<{
  Context: Context;
  AuthScopes: { loggedIn: boolean; permission: Permission; staff: boolean };
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    Date: { Input: string; Output: string };
  };
  DefaultFieldNullability: false;
}>({
  // Scope-auth first, so authorization runs before any other plugin's wrapping.
  plugins: [ScopeAuthPlugin, ErrorsPlugin, DataloaderPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    // Subscriptions are checked when the stream starts, not only when each event resolves.
    authorizeOnSubscribe: true,
    authScopes: (context) => ({
      loggedIn: context.viewer !== null,
      staff: (context.viewer?.permissions.length ?? 0) > 0,
      permission: (permission) => hasPermission(context.viewer, permission),
    }),
    unauthorizedError: () => new GraphQLError('Not allowed', { extensions: { code: 'FORBIDDEN' } }),
  },
  errors: { defaultTypes: [] },
});

builder.queryType({});
builder.mutationType({});
// Subscriptions are served over the Action Cable channel at /cable (server/realtime/action-cable.ts).
builder.subscriptionType({});

builder.scalarType('DateTime', {
  description: 'An instant, as an ISO 8601 string with offset.',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString()),
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : new Date(Number.NaN);
    if (Number.isNaN(date.getTime())) throw new GraphQLError('Invalid DateTime');
    // Far from the edges of four-digit years, so a time zone or a session's length added to it
    // stays a date the calendar code can write (9999-12-31T23:59Z is 10000-01-01 in Auckland).
    const year = date.getUTCFullYear();
    if (year < 1000 || year > 8999) throw new GraphQLError('Invalid DateTime: the year must be 1000 to 8999');
    return date;
  },
});

builder.scalarType('Date', {
  description: 'A calendar date in Pacific/Auckland, YYYY-MM-DD.',
  serialize: (value) => value,
  parseValue: (value) => {
    // A real calendar date: 9999-99-99 or 2027-13-01 would otherwise reach date arithmetic.
    if (typeof value !== 'string' || !isIsoDate(value)) throw new GraphQLError('Invalid Date');
    return value;
  },
});

export const ErrorInterface = builder.interfaceRef<DomainError>('Error').implement({
  description: 'An expected failure, with a message safe to show.',
  fields: (t) => ({
    message: t.exposeString('message'),
    code: t.exposeString('code'),
  }),
});

/**
 * Error types that show only the message and code, each named after its class (DomainError keeps
 * class names as declared). Errors with fields of their own are declared with `builder.objectType`.
 */
export function errorTypes(...classes: Array<abstract new (...args: never) => DomainError>): void {
  for (const ErrorClass of classes) {
    // Pothos reads the class only as a key and a name; DomainError is the interface's own shape.
    const errorClass = ErrorClass as unknown as typeof DomainError;
    builder.objectType(errorClass, { name: ErrorClass.name, interfaces: [ErrorInterface] });
  }
}

errorTypes(NotFoundError, NotAllowedError);

const FieldProblemRef = builder
  .objectRef<{ path: string[]; message: string }>('FieldProblem')
  .implement({ fields: (t) => ({ path: t.exposeStringList('path'), message: t.exposeString('message') }) });

builder.objectType(ValidationError, {
  name: 'ValidationError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ problems: t.field({ type: [FieldProblemRef], resolve: (error) => error.problems }) }),
});

/** An enum type's values from the schema name of each of its values (in the record's order). */
export function enumValuesNamed<T extends string>(names: Record<T, string>): Record<string, { value: T }> {
  return Object.fromEntries(Object.entries(names).map(([value, name]) => [name, { value: value as T }]));
}
