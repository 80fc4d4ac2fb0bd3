import { expect, test } from './fixtures';
import { api, logInThrough } from './helpers';

/**
 * The demo festival is in October 2027, so its workshops have not started, and the e2e server
 * runs on the real clock with no way to move a session's time through the API. This journey
 * covers the "not started yet" state end to end; giving, editing and the 14-day window are
 * covered with a moved clock in server/domains/feedback/feedback.api.test.ts.
 */

const PASSWORD = 'festival-participant-2027';
/** participants 61–74 hold the places in Clowning for Improvisers; 62 is not used by other specs. */
const PLACED = { email: 'participant62@example.org', password: PASSWORD };
const NOT_PLACED = { email: 'participant2@example.org', password: PASSWORD };
const WORKSHOP = 'Clowning for Improvisers';
const NOT_STARTED = 'You can give feedback once the workshop has started.';

const { graphql, logIn } = api();

const SUBMIT = `mutation ($sessionId: ID!) {
  submitFeedback(sessionId: $sessionId, input: { rating: 5, positive: "Wonderful" }) {
    __typename
    ... on Error { message }
  }
}`;

test('a participant’s feedback tab says honestly that feedback opens when the workshop starts [RG-1]', async ({
  page,
  request,
}) => {
  await logInThrough(page, PLACED, '/my/workshops');
  await page.getByRole('list', { name: 'Workshops you’re in' }).getByRole('link', { name: WORKSHOP }).click();
  await expect(page.getByRole('heading', { level: 1, name: WORKSHOP })).toBeVisible();

  await page.getByRole('link', { name: 'Feedback', exact: true }).click();
  await expect(page).toHaveURL(/\/my\/workshops\/clowning-for-improvisers\/\d+\/feedback$/);
  await expect(page).toHaveTitle(/Feedback/);
  await expect(page.getByText(NOT_STARTED)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Your feedback' })).toHaveCount(0);

  // The server refuses it too, with the same words; and someone not in the workshop is refused.
  const sessionId = new URL(page.url()).pathname.split('/')[4];
  const placed = await logIn(request, PLACED.email, PLACED.password);
  const early = await graphql<{ submitFeedback: { __typename: string; message?: string } }>(
    request,
    SUBMIT,
    { sessionId },
    placed,
  );
  expect(early.submitFeedback).toEqual({ __typename: 'FeedbackNotAllowedError', message: NOT_STARTED });

  const outsider = await logIn(request, NOT_PLACED.email, NOT_PLACED.password);
  const refused = await graphql<{ submitFeedback: { __typename: string; message?: string } }>(
    request,
    SUBMIT,
    { sessionId },
    outsider,
  );
  expect(refused.submitFeedback.__typename).toBe('FeedbackNotAllowedError');
  expect(refused.submitFeedback.message).toMatch(/Only participants/);
});
