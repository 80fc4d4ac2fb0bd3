import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FEEDBACK_EMPTY_MESSAGE } from '#core/feedback/index';
import { activities, attendance, feedback, placements, sessions } from '#server/db/schema/index';
import { DEMO_FESTIVAL_YEAR, DEMO_SEED, DEMO_STAFF } from '#server/db/seed/demo';
import { createTestApp, type TestApp } from '#server/test/harness';
import { headersForEmail, registrationIdOf } from '#server/test/users';
import {
  CLOSED_MESSAGE,
  NOT_ATTENDED_MESSAGE,
  NOT_PLACED_MESSAGE,
  NOT_STARTED_MESSAGE,
} from './feedback.policy';

let t: TestApp;
let session: { id: number; startsAt: Date; endsAt: Date };
let placed: Record<string, string>;
let placedRegistrationId: number;
let notPlaced: Record<string, string>;
let admin: Record<string, string>;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Credentials issued late, so they stay valid whatever the clock says. */
const headersOf = (email: string) => headersForEmail(t.db, email, new Date('2028-06-01T00:00:00Z'));

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db
    .select({ id: sessions.id, startsAt: sessions.startsAt, endsAt: sessions.endsAt })
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .where(
      and(eq(activities.festivalId, DEMO_FESTIVAL_YEAR), eq(activities.slug, DEMO_SEED.fullWorkshopSlug)),
    );
  if (!row) throw new Error('no full workshop session');
  session = row;
  const placedEmail = `participant${DEMO_SEED.firstPlacedParticipant}@example.org`;
  placed = await headersOf(placedEmail);
  notPlaced = await headersOf('participant1@example.org');
  admin = await headersOf(DEMO_STAFF.email);
  placedRegistrationId = await registrationIdOf(t.db, { email: placedEmail }, DEMO_FESTIVAL_YEAR);
});
afterAll(() => t.close());
beforeEach(async () => {
  t.setNow(new Date(session.startsAt.getTime() + HOUR));
  await t.db.delete(feedback);
});

const SUBMIT = `mutation ($sessionId: ID!, $input: FeedbackInput!) {
  submitFeedback(sessionId: $sessionId, input: $input) {
    __typename
    ... on Feedback { id rating positive constructive testimonial sessionId }
    ... on Error { message code }
    ... on ValidationError { problems { path message } }
  }
}`;

type Submitted = {
  __typename: string;
  id?: string;
  rating?: number | null;
  positive?: string;
  constructive?: string;
  testimonial?: string;
  message?: string;
  problems?: Array<{ path: string[]; message: string }>;
};

async function submit(
  headers: Record<string, string>,
  input: Record<string, unknown>,
  sessionId = session.id,
) {
  const response = await t.graphql<{ submitFeedback: Submitted }>(
    SUBMIT,
    { sessionId: String(sessionId), input },
    { headers },
  );
  return response;
}

async function submitted(
  headers: Record<string, string>,
  input: Record<string, unknown>,
  sessionId?: number,
) {
  const response = await submit(headers, input, sessionId);
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.submitFeedback;
}

const MY_REGISTRATION = `{ currentRegistration {
  id
  sessions { id }
  preferences { id }
  waitlist { id }
  feedback { id rating positive session { id } }
} }`;

type MyRegistration = {
  currentRegistration: {
    sessions: Array<{ id: string }>;
    preferences: Array<{ id: string }>;
    waitlist: Array<{ id: string }>;
    feedback: Array<{ id: string; rating: number | null; positive: string; session: { id: string } }> | null;
  } | null;
};

const MY_SESSION = `query ($id: ID!) { mySession(id: $id) { session { id myFeedbackWindow feedbackClosesAt myFeedback { id rating constructive } } } }`;
type MySession = {
  mySession: {
    session: {
      myFeedbackWindow: string | null;
      feedbackClosesAt: string;
      myFeedback: { id: string; rating: number | null; constructive: string } | null;
    };
  } | null;
};

describe('Registration [RG-1]', () => {
  it('exposes its sessions (places), preferences, feedback and waitlist', async () => {
    const response = await t.graphql<MyRegistration>(MY_REGISTRATION, {}, { headers: placed });
    expect(response.errors).toBeUndefined();
    const registration = response.data?.currentRegistration;
    expect(registration?.sessions.map((s) => s.id)).toContain(String(session.id));
    expect(Array.isArray(registration?.preferences)).toBe(true);
    expect(Array.isArray(registration?.waitlist)).toBe(true);
    expect(registration?.feedback).toEqual([]);

    await submitted(placed, { rating: 4, positive: 'Red noses!' });
    const after = await t.graphql<MyRegistration>(MY_REGISTRATION, {}, { headers: placed });
    expect(after.data?.currentRegistration?.feedback).toEqual([
      { id: expect.any(String), rating: 4, positive: 'Red noses!', session: { id: String(session.id) } },
    ]);
  });
});

describe('submitFeedback', () => {
  it('saves feedback once the session has started, and a second save edits the same row', async () => {
    const first = await submitted(placed, { rating: 4, positive: '  Loved the games ', constructive: '' });
    expect(first).toMatchObject({
      __typename: 'Feedback',
      rating: 4,
      positive: 'Loved the games',
      constructive: '',
      testimonial: '',
      sessionId: String(session.id),
    });

    // Later, within 14 days of the end: the same row changes.
    t.setNow(new Date(session.endsAt.getTime() + 13 * DAY));
    const second = await submitted(placed, { rating: null, constructive: 'More water breaks' });
    expect(second).toMatchObject({ __typename: 'Feedback', id: first.id, rating: null, positive: '' });
    const rows = await t.db.select().from(feedback);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      registrationId: placedRegistrationId,
      constructive: 'More water breaks',
    });

    const mine = await t.graphql<MySession>(MY_SESSION, { id: String(session.id) }, { headers: placed });
    expect(mine.data?.mySession?.session).toMatchObject({
      myFeedbackWindow: 'Open',
      myFeedback: { id: first.id, rating: null, constructive: 'More water breaks' },
    });
    expect(new Date(mine.data?.mySession?.session.feedbackClosesAt ?? 0).getTime()).toBe(
      session.endsAt.getTime() + 14 * DAY,
    );
  });

  it('refuses before the session starts, and says so', async () => {
    t.setNow(new Date(session.startsAt.getTime() - 1000));
    expect(await submitted(placed, { rating: 5 })).toMatchObject({
      __typename: 'FeedbackNotAllowedError',
      message: NOT_STARTED_MESSAGE,
    });
    const mine = await t.graphql<MySession>(MY_SESSION, { id: String(session.id) }, { headers: placed });
    expect(mine.data?.mySession?.session).toMatchObject({ myFeedbackWindow: 'NotStarted', myFeedback: null });
    expect(await t.db.select().from(feedback)).toEqual([]);
  });

  it('refuses more than 14 days after the session ends', async () => {
    t.setNow(new Date(session.endsAt.getTime() + 14 * DAY + 1000));
    expect(await submitted(placed, { rating: 5 })).toMatchObject({
      __typename: 'FeedbackNotAllowedError',
      message: CLOSED_MESSAGE,
    });
  });

  it('refuses someone not placed in the session', async () => {
    expect(await submitted(notPlaced, { rating: 5 })).toMatchObject({
      __typename: 'FeedbackNotAllowedError',
      message: NOT_PLACED_MESSAGE,
    });
    expect(await t.db.select().from(feedback)).toEqual([]);
  });

  it('once the roll is taken, refuses someone not ticked present and hides the prompt; without a roll, allows it [issue 15]', async () => {
    const window = async () =>
      (await t.graphql<MySession>(MY_SESSION, { id: String(session.id) }, { headers: placed })).data
        ?.mySession?.session.myFeedbackWindow;
    // No roll taken: everyone placed may give feedback.
    await t.db.delete(attendance).where(eq(attendance.sessionId, session.id));
    expect(await window()).toBe('Open');
    // Someone else ticked present: the roll is taken and this participant was not there.
    const [other] = (await t.db.select().from(placements).where(eq(placements.sessionId, session.id))).filter(
      (row) => row.registrationId !== placedRegistrationId,
    );
    if (!other) throw new Error('no second participant in the session');
    await t.db.insert(attendance).values({ registrationId: other.registrationId, sessionId: session.id });
    expect(await window()).toBe('NotAttended');
    expect(await submitted(placed, { rating: 5 })).toMatchObject({
      __typename: 'FeedbackNotAllowedError',
      message: NOT_ATTENDED_MESSAGE,
    });
    expect(await t.db.select().from(feedback)).toEqual([]);
    // Ticked present after all: allowed again.
    await t.db.insert(attendance).values({ registrationId: placedRegistrationId, sessionId: session.id });
    expect(await window()).toBe('Open');
    expect(await submitted(placed, { rating: 5 })).toMatchObject({ __typename: 'Feedback' });
    await t.db.delete(attendance).where(eq(attendance.sessionId, session.id));
  });

  it('refuses anonymous callers', async () => {
    const response = await submit({}, { rating: 5 });
    expect(response.data?.submitFeedback ?? null).toBeNull();
    expect(response.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await t.db.select().from(feedback)).toEqual([]);
  });

  it('says a session that does not exist is not found', async () => {
    expect(await submitted(placed, { rating: 5 }, 999_999)).toMatchObject({ __typename: 'NotFoundError' });
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'an empty form',
      { rating: null, positive: '   ', constructive: '', testimonial: '' },
      FEEDBACK_EMPTY_MESSAGE,
    ],
    ['a rating of 0', { rating: 0 }, 'rating'],
    ['a rating of 6', { rating: 6 }, 'rating'],
    ['text over 2000 characters', { testimonial: 'x'.repeat(2001) }, 'testimonial'],
  ])('refuses %s with a ValidationError', async (_name, input, expected) => {
    const result = await submitted(placed, input);
    expect(result.__typename).toBe('ValidationError');
    const problems = result.problems ?? [];
    expect(problems.some((p) => p.message === expected || p.path[0] === expected)).toBe(true);
    expect(await t.db.select().from(feedback)).toEqual([]);
  });
});

describe('reading feedback', () => {
  beforeEach(async () => {
    await submitted(placed, { rating: 3, positive: 'Only mine to see with my name' });
  });

  it('never shows one person’s feedback to another', async () => {
    // Someone else's registration is refused outright…
    const theirs = await t.graphql(
      `query ($id: ID!) { registration(id: $id) { ... on Registration { feedback { id } } } }`,
      { id: String(placedRegistrationId) },
      { headers: notPlaced },
    );
    expect(theirs.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // …their own registration and session show nothing of it.
    const own = await t.graphql<MyRegistration>(MY_REGISTRATION, {}, { headers: notPlaced });
    expect(own.data?.currentRegistration?.feedback ?? []).toEqual([]);
    const session_ = await t.graphql<{ activity: unknown }>(
      `query ($slug: String!) { activity(type: Workshop, slug: $slug) { ... on Activity { sessions { myFeedback { id } myFeedbackWindow } } } }`,
      { slug: DEMO_SEED.fullWorkshopSlug },
      { headers: notPlaced },
    );
    expect(session_.errors).toBeUndefined();
    expect(JSON.stringify(session_.data)).toBe(
      JSON.stringify({ activity: { sessions: [{ myFeedback: null, myFeedbackWindow: null }] } }),
    );
  });

  it('keeps it anonymous for registration managers: null on the registration, unattributed on the activity', async () => {
    const registration = await t.graphql<{ registration: { feedback: unknown } }>(
      `query ($id: ID!) { registration(id: $id) { ... on Registration { feedback { id } } } }`,
      { id: String(placedRegistrationId) },
      { headers: admin },
    );
    expect(registration.errors).toBeUndefined();
    expect(registration.data?.registration.feedback).toBeNull();

    const activity = await t.graphql(
      `query ($slug: String!) { activity(type: Workshop, slug: $slug) { ... on Activity { feedback { rating positive } } } }`,
      { slug: DEMO_SEED.fullWorkshopSlug },
      { headers: admin },
    );
    expect(activity.data).toEqual({
      activity: { feedback: [{ rating: 3, positive: 'Only mine to see with my name' }] },
    });
  });
});
