import type { GraphQLArgument, GraphQLField, GraphQLNamedType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasPermission, PERMISSIONS, type Permission } from '#core/people/permissions';
import { schema } from '#server/graphql/schema';
import { createTestApp, type TestApp } from '#server/test/harness';
import { createTestUser, userIdByEmail } from './auth-test-helpers';

/**
 * The authorization matrix, generated from the schema: every mutation, and every field whose
 * scope needs a permission, is called as anonymous, as a participant and as staff holding each
 * permission that does not imply the one needed, and must be refused. A new mutation is covered
 * the moment it exists: it must either refuse anonymous callers or be listed here as public.
 */

/** Mutations anyone may call, each for a reason. Adding one here is a security decision: say why. */
const PUBLIC_MUTATIONS: Record<string, string> = {
  logIn: 'how people get credentials',
  signUp: 'how people get an account',
  requestPasswordReset: 'for people who cannot log in; same answer for every email, rate limited',
  resetPassword: 'needs the emailed single-use token',
  requestLoginLink: 'for owners whose password budget is spent; same answer for every email, rate limited',
  logInWithLink: 'needs the emailed single-use, 15-minute token',
  createDonation: 'anyone may donate, logged in or not (spec §1; original policy: none)',
  promiseDonation: 'anyone may promise a bank transfer donation; rate limited with card ones (issue 26)',
};

/** Query fields anyone may read (public programme data and the viewer's own user). */
const PUBLIC_QUERY_FIELDS = new Set([
  'festival',
  'festivals',
  'venues',
  'venue',
  'cities',
  'person',
  'people',
  'activity',
  'activities',
  'page',
  'pages',
  'search',
  'currentUser',
  'registrationPhase',
  'settings', // site-wide settings are public by design: the banner and /donate read them (settings)
  'setting',
  // Their resolvers answer only about the viewer or the given secret id; owners confirm here:
  'currentRegistration', // the viewer's own registration, null when logged out (registrations)
  'paymentSettings', // publishable Stripe key and bank details shown to payers (payments)
  'donationThanks', // looked up by the Stripe payment intent id only the donor holds (donations)
]);

type Scopes = Partial<{ loggedIn: boolean; staff: boolean; permission: Permission }>;
type Role = { name: string; headers: Record<string, string> };

function scopesOf(field: GraphQLField<unknown, unknown>): Scopes | 'function' | null {
  const options = (field.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions;
  const scopes = options?.authScopes;
  if (scopes === undefined) return null;
  if (typeof scopes === 'function') return 'function';
  return scopes as Scopes;
}

// Vitest may load a second copy of graphql-js, so types are read by their printed form and
// kind, never with graphql's instanceof-based helpers.
const kindOf = (type: GraphQLNamedType | undefined) => type?.constructor.name;

/** A GraphQL literal of the (printed) type that passes validation; scopes run before resolvers. */
function sampleLiteral(typeText: string): string {
  if (typeText.endsWith('!')) return sampleLiteral(typeText.slice(0, -1));
  if (typeText.startsWith('[')) return `[${sampleLiteral(typeText.slice(1, -1))}]`;
  const type = schema.getType(typeText);
  const kind = kindOf(type);
  if (kind === 'GraphQLEnumType') {
    return (type as unknown as { getValues(): Array<{ name: string }> }).getValues()[0]?.name ?? '';
  }
  if (kind === 'GraphQLInputObjectType') {
    const fields = Object.values(
      (
        type as unknown as {
          getFields(): Record<string, { name: string; type: unknown; defaultValue: unknown }>;
        }
      ).getFields(),
    ).filter((field) => String(field.type).endsWith('!') && field.defaultValue === undefined);
    return `{ ${fields.map((field) => `${field.name}: ${sampleLiteral(String(field.type))}`).join(', ')} }`;
  }
  const samples: Record<string, string> = {
    ID: '"1"',
    String: '"x"',
    Int: '1',
    Float: '1',
    Boolean: 'false',
    DateTime: '"2027-10-02T00:00:00.000Z"',
    Date: '"2027-10-02"',
  };
  return samples[typeText] ?? '"x"';
}

function argumentsText(args: readonly GraphQLArgument[]): string {
  const required = args.filter((arg) => String(arg.type).endsWith('!') && arg.defaultValue === undefined);
  if (required.length === 0) return '';
  return `(${required.map((arg) => `${arg.name}: ${sampleLiteral(String(arg.type))}`).join(', ')})`;
}

const namedTypeOf = (typeText: string) => schema.getType(typeText.replace(/[[\]!]/g, ''));
const isLeaf = (typeText: string) =>
  ['GraphQLScalarType', 'GraphQLEnumType'].includes(kindOf(namedTypeOf(typeText)) ?? '');
const selectionFor = (typeText: string) => (isLeaf(typeText) ? '' : ' { __typename }');

function fieldText(field: GraphQLField<unknown, unknown>, inner = selectionFor(String(field.type))): string {
  return `${field.name}${argumentsText(field.args)}${inner}`;
}

const isRefused = (response: { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }) =>
  response.errors?.some(
    (error) => error.extensions?.code === 'FORBIDDEN' || error.message === 'Not allowed',
  ) ?? false;

/** Permissions whose holders lack `needed`: staff who must still be refused. */
const underPrivileged = (needed: Permission) =>
  PERMISSIONS.filter((permission) => !hasPermission({ permissions: [permission] }, needed));

let t: TestApp;
let anonymous: Role;
let participant: Role;
const staffWith = new Map<Permission, Role>();

beforeAll(async () => {
  t = await createTestApp();
  anonymous = { name: 'anonymous', headers: {} };
  participant = {
    name: 'participant',
    headers: await t.headersFor(await userIdByEmail(t.db, 'participant1@example.org')),
  };
  for (const permission of PERMISSIONS) {
    const user = await createTestUser(t.db, {
      email: `matrix-${permission}@example.org`,
      permissions: [permission],
    });
    staffWith.set(permission, {
      name: `staff with only ${permission}`,
      headers: await t.headersFor(user.id),
    });
  }
});
afterAll(() => t.close());

/** Who must be refused, given a field's scopes. */
function refusedRoles(scopes: Scopes | 'function' | null): Role[] {
  if (scopes === null) return [];
  if (scopes === 'function') return [anonymous];
  if (scopes.permission) {
    return [
      anonymous,
      participant,
      ...underPrivileged(scopes.permission).map((p) => staffWith.get(p) as Role),
    ];
  }
  if (scopes.staff) return [anonymous, participant];
  return [anonymous];
}

const mutationFields = () => Object.values(schema.getMutationType()?.getFields() ?? {});
const queryFields = () => Object.values(schema.getQueryType()?.getFields() ?? {});

describe('authorization matrix (generated from the schema)', () => {
  it('lists only public mutations that exist and have no scope', () => {
    const names = new Set(mutationFields().map((field) => field.name));
    for (const name of Object.keys(PUBLIC_MUTATIONS)) {
      expect(names.has(name), `${name} is listed public but does not exist`).toBe(true);
    }
  });

  it('every mutation that is not public refuses anonymous callers, and permission-guarded ones refuse participants and under-privileged staff', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const field of mutationFields()) {
      if (field.name in PUBLIC_MUTATIONS) continue;
      const scopes = scopesOf(field);
      if (scopes === null) {
        failures.push(`${field.name}: no authScopes and not listed in PUBLIC_MUTATIONS`);
        continue;
      }
      for (const role of refusedRoles(scopes)) {
        const response = await t.graphql(`mutation { ${fieldText(field)} }`, {}, { headers: role.headers });
        checked += 1;
        if (!isRefused(response)) {
          failures.push(`${field.name} as ${role.name}: ${JSON.stringify(response.errors ?? response.data)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // setUserPermissions alone is checked for anonymous, participant and 9 staff roles.
    expect(checked).toBeGreaterThan(12);
  });

  it('every query is public-listed or guarded, and guarded ones refuse whoever lacks the scope', async () => {
    const failures: string[] = [];
    for (const field of queryFields()) {
      const scopes = scopesOf(field);
      if (scopes === null) {
        if (!PUBLIC_QUERY_FIELDS.has(field.name))
          failures.push(`Query.${field.name}: no authScopes and not public-listed`);
        continue;
      }
      // A public field whose scope guards only its drafts (issue 26) is asked for them.
      const asked =
        PUBLIC_QUERY_FIELDS.has(field.name) && field.args.some((arg) => arg.name === 'includeDrafts')
          ? fieldText(field).replace(/^(\w+)\((.*?)\)/, '$1($2, includeDrafts: true)')
          : fieldText(field);
      for (const role of refusedRoles(scopes)) {
        const response = await t.graphql(`query { ${asked} }`, {}, { headers: role.headers });
        if (!isRefused(response)) failures.push(`Query.${field.name} as ${role.name}: not refused`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('staff-only fields on other types refuse whoever lacks the permission, wherever they can be reached', async () => {
    const failures: string[] = [];
    const paths = pathsToTypes();
    for (const type of Object.values(schema.getTypeMap())) {
      if (kindOf(type) !== 'GraphQLObjectType' || type.name.startsWith('__')) continue;
      if (
        type === schema.getQueryType() ||
        type === schema.getMutationType() ||
        type === schema.getSubscriptionType()
      ) {
        continue;
      }
      for (const field of Object.values(fieldsOf(type))) {
        const scopes = scopesOf(field);
        if (scopes === null || scopes === 'function' || (!scopes.permission && !scopes.staff)) continue;
        const wrap = paths.get(type.name);
        // Types reachable only through mutations are covered by their scope config alone.
        if (!wrap) continue;
        const query = wrap(fieldText(field));
        for (const role of refusedRoles(scopes)) {
          const response = await t.graphql(query, {}, { headers: role.headers });
          // A null parent (nothing to show this role) means the field was never resolved: not a leak.
          const reached = JSON.stringify(response.data ?? null).includes(`"${field.name}":`);
          if (reached && !isRefused(response))
            failures.push(`${type.name}.${field.name} as ${role.name}: not refused`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

const fieldsOf = (type: GraphQLNamedType) =>
  (type as unknown as { getFields(): Record<string, GraphQLField<unknown, unknown>> }).getFields();

/** For each object type, a function wrapping a selection in the shortest query that reaches it. */
function pathsToTypes(): Map<string, (selection: string) => string> {
  const result = new Map<string, (selection: string) => string>();
  const query = schema.getQueryType();
  if (!query) return result;
  const queue: Array<{ type: GraphQLNamedType; wrap: (selection: string) => string; depth: number }> = [
    { type: query, wrap: (selection) => `query { ${selection} }`, depth: 0 },
  ];
  while (queue.length > 0) {
    const next = queue.shift();
    if (!next || next.depth > 3) continue;
    for (const field of Object.values(fieldsOf(next.type))) {
      const target = namedTypeOf(String(field.type));
      if (
        !target ||
        kindOf(target) !== 'GraphQLObjectType' ||
        result.has(target.name) ||
        scopesOf(field) !== null
      ) {
        continue;
      }
      const head = `${field.name}${argumentsText(field.args)}`;
      const wrap = (selection: string) => next.wrap(`${head} { ${selection} }`);
      result.set(target.name, wrap);
      queue.push({ type: target, wrap, depth: next.depth + 1 });
    }
  }
  return result;
}
