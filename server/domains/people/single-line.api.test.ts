import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/harness';
import { userIdByEmail } from '#server/test/users';

/**
 * Issue 25 item 5: signUp took a name with CR/LF (names land in email bodies) and updateProfile
 * took markup in the phone number. The server refuses them with the spec's 'Invalid input'.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Problems = { __typename: string; problems?: Array<{ path: string[]; message: string }> };

describe('single-line fields on the server [issue 25.5]', () => {
  it('signUp refuses a name with a line break', async () => {
    const answer = await t.graphql<{ signUp: Problems }>(
      `mutation($name: String!) { signUp(name: $name, email: "crlf@example.org", password: "plum-kettle-harbour-91", passwordConfirmation: "plum-kettle-harbour-91") {
        __typename ... on ValidationError { problems { path message } } } }`,
      { name: 'Ana Smith\r\nBcc: everyone@example.org' },
    );
    expect(answer.data?.signUp).toEqual({
      __typename: 'ValidationError',
      problems: [{ path: ['name'], message: 'Invalid input' }],
    });
  });

  it('updateProfile refuses markup in the phone and control characters in pronouns', async () => {
    const headers = await t.headersFor(await userIdByEmail(t.db, 'participant12@example.org'));
    const answer = await t.graphql<{ updateProfile: Problems }>(
      `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) {
        __typename ... on ValidationError { problems { path message } } } }`,
      {
        input: {
          name: 'Participant Twelve',
          email: 'participant12@example.org',
          pronouns: 'they\u001bthem',
          phone: '<img src=x onerror=alert(1)>',
        },
      },
      { headers },
    );
    expect(answer.data?.updateProfile.__typename).toBe('ValidationError');
    expect(answer.data?.updateProfile.problems).toEqual([
      { path: ['pronouns'], message: 'Invalid input' },
      { path: ['phone'], message: 'Invalid input' },
    ]);
  });
});
