import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/harness';
import { printedSchema } from './schema';

/**
 * Issue 12 item 13: ids are parsed once at the edge by the ID scalar. Malformed or out-of-range
 * ids are a 400 BAD_USER_INPUT without any SQL; well-formed ids of missing records are NotFound.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PERSON = 'query($id: ID!) { person(id: $id) { __typename } }';
const MALFORMED = [
  '2147483648',
  '99999999999999999999',
  'NaN',
  '1.5',
  '-1',
  '0',
  '1e3',
  '007',
  '',
  'abc',
  '١٢٣',
];

async function post(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

const codes = (body: Record<string, unknown>) =>
  ((body.errors ?? []) as { extensions?: { code?: string } }[]).map((error) => error.extensions?.code);

describe('the ID scalar [issue 12.13]', () => {
  it.each(MALFORMED)('refuses the variable %j with 400 BAD_USER_INPUT before any SQL', async (id) => {
    const { result, queries } = await t.countQueries(() => post({ query: PERSON, variables: { id } }));
    expect(result.status).toBe(400);
    expect(codes(result.body)).toEqual(['BAD_USER_INPUT']);
    expect(result.body.data).toBeUndefined();
    expect(queries).toBe(0);
  });

  it('refuses malformed literals, floats and non-integer numbers the same way', async () => {
    for (const literal of ['"2147483648"', '"NaN"', '0', '-7', '1.5', '99999999999999999999', 'true']) {
      const { status, body } = await post({ query: `{ person(id: ${literal}) { __typename } }` });
      // A literal fails validation, which this server answers like other validation failures.
      expect(status, literal).toBeLessThan(500);
      expect(body.data, literal).toBeUndefined();
      expect(codes(body), literal).toEqual(['BAD_USER_INPUT']);
    }
    for (const id of [1.5, -1, 0, 2_147_483_648]) {
      const { status, body } = await post({ query: PERSON, variables: { id } });
      expect(status, String(id)).toBe(400);
      expect(codes(body), String(id)).toEqual(['BAD_USER_INPUT']);
    }
  });

  it('refuses bad ids inside input objects and lists, and in mutations', async () => {
    const participant = await t.headersFor(30);
    const yourself = await post(
      {
        query: 'mutation($input: YourselfInput!) { saveYourself(input: $input) { __typename } }',
        variables: { input: { cityId: '2147483648', email: 'p@example.org', name: 'P' } },
      },
      participant,
    );
    expect(yourself.status).toBe(400);
    expect(codes(yourself.body)).toEqual(['BAD_USER_INPUT']);
    const cast = await post({
      query: 'mutation($cast: [CastMemberInput!]!) { setActivityCast(id: "1", cast: $cast) { __typename } }',
      variables: {
        cast: [
          { profileId: '1', role: 'host' },
          { profileId: 'NaN', role: 'host' },
        ],
      },
    });
    expect(cast.status).toBe(400);
    expect(codes(cast.body)).toEqual(['BAD_USER_INPUT']);
  });

  it('keeps NotFound for well-formed ids of missing records, as strings or integers', async () => {
    for (const id of ['2147483647', '999999', 999_999]) {
      const { status, body } = await post({ query: PERSON, variables: { id } });
      expect(status).toBe(200);
      expect(body).toEqual({ data: { person: { __typename: 'NotFoundError' } } });
    }
  });

  it('leaves schema.graphql unchanged: ID is still the built-in scalar name', () => {
    expect(printedSchema()).not.toMatch(/^scalar ID/m);
    expect(printedSchema()).toMatch(/person\(id: ID!\)/);
  });
});
