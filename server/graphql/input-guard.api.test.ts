import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/harness';

/** Issue 12 item 13: text PostgreSQL cannot store (NUL) is refused at the edge, never a 500. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function post(body: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json() as { data?: unknown; errors?: unknown[] } };
}

describe('NUL bytes [issue 12.13]', () => {
  it('refuses them in variables, nested inputs and document literals with 400 BAD_USER_INPUT, before any SQL', async () => {
    const cases = [
      {
        query: 'query($slug: String!) { page(slug: $slug) { __typename } }',
        variables: { slug: 'a\u0000b' },
      },
      {
        query: `mutation($name: String!) {
          signUp(email: "nul@example.org", name: $name, password: "x", passwordConfirmation: "x") { __typename } }`,
        variables: { name: 'N\u0000' },
      },
      {
        query: 'mutation($input: YourselfInput!) { saveYourself(input: $input) { __typename } }',
        variables: { input: { email: 'nul@example.org', name: 'N', pronouns: 'they\u0000' } },
      },
      { query: '{ page(slug: "about\\u0000") { __typename } }' },
    ];
    for (const body of cases) {
      const { result, queries } = await t.countQueries(() => post(body));
      expect(result.status, body.query).toBe(400);
      expect(result.body.data ?? null).toBeNull();
      expect(result.body.errors).toEqual([
        expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT' } }),
      ]);
      expect(queries, body.query).toBe(0);
    }
  });

  it('lets ordinary unicode through', async () => {
    const { status, body } = await post({
      query: 'query($slug: String!) { page(slug: $slug) { __typename } }',
      variables: { slug: 'Ngā-🎭' },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ data: { page: { __typename: 'NotFoundError' } } });
  });
});
