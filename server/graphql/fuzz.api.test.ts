import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  getNamedType,
  getNullableType,
  isAbstractType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '#server/db/seed/demo';
import { createTestApp, type TestApp } from '#server/test/harness';
import { userIdByEmail } from '#server/test/users';
import { schema } from './schema';

/**
 * Issue 12 item 13 and issue 25 item 4: every Query and Mutation field of the schema, called as
 * anonymous, as a participant and as an administrator with wrong types, huge and unicode strings,
 * NUL bytes, lone surrogates, out-of-range numbers, impossible dates and bad ids, in every
 * argument and input field, answers without a 5xx and without a masked internal error. Each call
 * selects every field of what it returns (one level), so a result that cannot be read (a deleted
 * session's fields) fails too. A fixed pass first, then random values from a seeded generator for
 * a time budget: FUZZ_SEED and FUZZ_BUDGET_MS repeat or lengthen a run; a failure names its seed.
 */
let t: TestApp;
const roles: Array<{ name: string; headers: Record<string, string> }> = [];
beforeAll(async () => {
  t = await createTestApp();
  roles.push(
    { name: 'anonymous', headers: {} },
    { name: 'participant', headers: await t.headersFor(30) },
    { name: 'admin', headers: await t.headersFor(await userIdByEmail(t.db, DEMO_STAFF.email)) },
  );
}, 60_000);
afterAll(() => t.close());

// Values refused for the whole request before any resolver (NUL anywhere, a malformed id): a call
// carrying one tests the edge, so they come only in some calls, or no resolver would ever run.
const EDGE_STRINGS = ['a\u0000b', '\u0000'];
const EDGE_IDS = [
  '2147483648',
  'NaN',
  '99999999999999999999',
  '1.5',
  '-1',
  '0',
  '1e3',
  'a\u0000',
  '١٢٣',
  '\ud800',
];
const NASTY_STRINGS = [
  'x'.repeat(100_000),
  'Ngā 🎭 ḿ̷͈ \u202eevil',
  ' ',
  '',
  '\ud800',
  'lone \udfff low',
  'line\r\nInjected: header',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '%00%ff',
  '../../etc/passwd',
  '9999-99-99',
];
// Well-formed ids, of records that exist and do not.
const NASTY_IDS = ['2147483647', '1', '2', '3', '7', '40', '300'];
const NASTY_INTS = [2_147_483_647, -2_147_483_648, 0, -1, 1, 100_000];
// Out of Int's range or not integers: GraphQL must refuse them as input, never a resolver.
const INVALID_INTS = [2_147_483_648, -2_147_483_649, 1e308, 0.5];
const NASTY_FLOATS = [1e308, -1e308, 0.1, -0.5, 5e-324];
const NASTY_DATES = [
  '9999-99-99',
  '2027-13-01',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  '0001-01-01',
  '2027-02-29',
];
const NASTY_DATE_TIMES = [
  '9999-12-31T23:59:59Z',
  '0001-01-01T00:00:00Z',
  '2026-02-30T00:00:00Z',
  '+275760-09-13T00:00:00Z',
  '2027-13-01T00:00:00Z',
  'yesterday',
];

/** Mulberry32: small, fast, and the same sequence for the same seed on every machine. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return { pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T, next };
}
type Pick = <T>(items: readonly T[]) => T;

/** A round's choice: the fixed pass walks each list in turn, the random pass draws from it. */
const inTurn =
  (round: number): Pick =>
  (items) =>
    items[round % items.length] as (typeof items)[number];

/** A bad value of the argument's own type (so validation passes and the resolver sees it). */
function badValue(type: GraphQLInputType, pick: Pick, edge = false, depth = 0): unknown {
  const inner = getNullableType(type) as GraphQLInputType;
  if (!isNonNullType(type) && pick([false, false, false, true])) return null;
  if (isListType(inner)) {
    return [badValue(inner.ofType, pick, edge, depth + 1), badValue(inner.ofType, pick, edge, depth + 1)];
  }
  if (isEnumType(inner)) return pick(inner.getValues()).name;
  if (isInputObjectType(inner)) {
    if (depth > 3) return {};
    return Object.fromEntries(
      Object.values(inner.getFields()).map((field) => [
        field.name,
        badValue(field.type, pick, edge, depth + 1),
      ]),
    );
  }
  if (isScalarType(inner)) {
    switch (inner.name) {
      case 'ID':
        return pick(edge ? [...EDGE_IDS, ...NASTY_IDS] : NASTY_IDS);
      case 'Int':
        return pick(NASTY_INTS);
      case 'Float':
        return pick(NASTY_FLOATS);
      case 'Boolean':
        return pick([true, false]);
      case 'DateTime':
        return pick(NASTY_DATE_TIMES);
      case 'Date':
        return pick(NASTY_DATES);
      default:
        return pick(edge ? [...EDGE_STRINGS, ...NASTY_STRINGS] : NASTY_STRINGS);
    }
  }
  return null;
}

/** A value of the wrong type: validation must refuse it cleanly. */
function wrongValue(type: GraphQLInputType, pick: Pick): unknown {
  const named = getNamedType(type);
  if (isScalarType(named) && named.name === 'Int') return pick([...INVALID_INTS, 'not a number']);
  if (isScalarType(named) && named.name === 'Float') return 'not a number';
  return pick([{ x: [1] }, 12, true, ['a']]);
}

const requiresArgs = (field: GraphQLField<unknown, unknown>) =>
  field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);

/**
 * Every field of an object type without required arguments: leaves as they are, the rest by
 * typename. `clashes` leaves out names another possible type declares with another type (GraphQL
 * refuses such a document).
 */
function fieldsOf(type: GraphQLOutputType, clashes = new Set<string>()): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return '';
  return Object.values(named.getFields())
    .filter((field) => !requiresArgs(field) && !clashes.has(field.name))
    .map((field) => (isLeafType(getNamedType(field.type)) ? field.name : `${field.name} { __typename }`))
    .join(' ');
}

/** What a call selects: its type's fields, or for a union or interface each possible type's. */
function selectionOf(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  if (!isCompositeType(named)) return '';
  if (isAbstractType(named)) {
    const possibleTypes = schema.getPossibleTypes(named);
    const typesByName = new Map<string, Set<string>>();
    for (const possible of possibleTypes) {
      for (const field of Object.values(possible.getFields())) {
        typesByName.set(field.name, (typesByName.get(field.name) ?? new Set()).add(String(field.type)));
      }
    }
    const clashes = new Set([...typesByName].filter(([, types]) => types.size > 1).map(([name]) => name));
    const parts = possibleTypes.map(
      (possible) => `... on ${possible.name} { ${fieldsOf(possible, clashes)} }`,
    );
    return ` { __typename ${parts.join(' ')} }`;
  }
  return ` { __typename ${fieldsOf(named)} }`;
}

function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, deep: boolean) {
  const args = field.args as readonly GraphQLArgument[];
  const variables = args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const call = args.length ? `(${args.map((arg) => `${arg.name}: $${arg.name}`).join(', ')})` : '';
  const selection = !isCompositeType(getNamedType(field.type))
    ? ''
    : deep
      ? selectionOf(field.type)
      : ' { __typename }';
  return `${kind}${variables ? ` Fuzz(${variables})` : ''} { ${field.name}${call}${selection} }`;
}

const fields = (['query', 'mutation'] as const).flatMap((kind) => {
  const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  return Object.values(root?.getFields() ?? {}).map((field) => ({ kind, field }));
});

// FUZZ_DEBUG=1 prints how the calls were answered: whether bad values reach the resolvers at all.
const stats = new Map<string, number>();
afterAll(() => {
  if (process.env.FUZZ_DEBUG) console.log([...stats].sort((a, b) => b[1] - a[1]).slice(0, 40));
});
type Body = { errors?: { message: string; extensions?: { code?: string } }[] };

/** Sends one call as each role; returns what went wrong (5xx or INTERNAL), if anything. */
async function callAsEveryone(
  kind: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  variables: Record<string, unknown>,
): Promise<string[]> {
  const failures: string[] = [];
  for (const role of roles) {
    for (const deep of [true, false]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...role.headers },
        payload: JSON.stringify({ query: operationFor(kind, field, deep), variables }),
      });
      const body = response.json() as Body;
      if (process.env.FUZZ_DEBUG) {
        const key = `${role.name} ${response.statusCode} ${body.errors?.[0]?.extensions?.code ?? ''} ${body.errors?.[0]?.message.slice(0, 80) ?? ''}`;
        stats.set(key, (stats.get(key) ?? 0) + 1);
      }
      const internal = body.errors?.find((error) => error.extensions?.code === 'INTERNAL');
      if (response.statusCode >= 500 || internal) {
        failures.push(
          `${field.name} as ${role.name}: ${response.statusCode} ${internal?.message ?? ''} ${JSON.stringify(variables).slice(0, 300)}`,
        );
      }
      // The full selection is within the document limits; if it ever is not, the short one still runs.
      if (!body.errors?.some((error) => error.extensions?.code === 'QUERY_TOO_COMPLEX')) break;
    }
  }
  return failures;
}

describe('fuzzing every operation [issue 12.13] [issue 25.4]', () => {
  it('covers the schema', () => {
    expect(fields.length).toBeGreaterThan(100);
  });

  it('a fixed pass: every list of bad values, every argument, every role', async () => {
    const failures: string[] = [];
    for (const { kind, field } of fields) {
      const rounds = field.args.length ? 6 : 1;
      for (let round = 0; round < rounds + 1; round += 1) {
        const wrong = round === rounds;
        const pick = inTurn(round);
        const variables = Object.fromEntries(
          field.args.map((arg) => [
            arg.name,
            wrong ? wrongValue(arg.type, pick) : badValue(arg.type, pick, round === rounds - 1),
          ]),
        );
        failures.push(...(await callAsEveryone(kind, field, variables)));
      }
    }
    expect(failures).toEqual([]);
  }, 900_000);

  it('a random pass within a time budget, from a seed', async () => {
    const seed = Number(process.env.FUZZ_SEED ?? 25);
    const budgetMs = Number(process.env.FUZZ_BUDGET_MS ?? 20_000);
    const random = generator(seed);
    const withArgs = fields.filter(({ field }) => field.args.length > 0);
    const failures: string[] = [];
    const deadline = Date.now() + budgetMs;
    let calls = 0;
    while (Date.now() < deadline) {
      const { kind, field } = random.pick(withArgs);
      const variables = Object.fromEntries(
        field.args.map((arg) => [
          arg.name,
          random.next() < 0.05
            ? wrongValue(arg.type, random.pick)
            : badValue(arg.type, random.pick, random.next() < 0.05),
        ]),
      );
      failures.push(...(await callAsEveryone(kind, field, variables)).map((f) => `seed ${seed}: ${f}`));
      calls += 1;
    }
    expect(calls).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  }, 300_000);
});
