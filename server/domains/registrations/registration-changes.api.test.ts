import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FESTIVAL_YEAR, DEMO_STAFF, DEMO_TEAM_MEMBER } from '#server/db/seed/demo';
import { type CableResult, type CableTestClient, connectCable } from '#server/realtime/cable-test-client';
import { GENERAL } from '#server/test/demo-phases';
import { createTestApp, type TestApp } from '#server/test/harness';
import { headersFor, headersForEmail } from '#server/test/users';
import { createParticipant, type SessionInfo, setCapacity, workshopSessions } from './factories';

const SUBSCRIPTION = 'subscription { registrationChanged { registrationId kind at } }';

let t: TestApp;
let baseUrl: string;
let sessions: SessionInfo[];

type Change = { registrationId: string; kind: string; at: string };

async function participant() {
  const { registrationId, userId } = await createParticipant(t.db, { festivalId: DEMO_FESTIVAL_YEAR });
  return { registrationId, headers: await headersFor(t.db, userId) };
}

async function place(action: string, sessionId: number, headers: Record<string, string>) {
  const response = await t.graphql<Record<string, { __typename: string }>>(
    `mutation { ${action}(sessionId: "${sessionId}") { __typename } }`,
    {},
    { headers },
  );
  expect(response.data?.[action]?.__typename).toBe('PlaceChange');
}

/** Subscribes as staff and waits for the `subscribed` event: from then on no change is missed. */
async function subscribeAsStaff(): Promise<{ cable: CableTestClient; next: () => Promise<Change> }> {
  const cable = await connectCable(baseUrl, await headersForEmail(t.db, DEMO_STAFF.email));
  await cable.waitFor((f) => f.type === 'welcome');
  const subscription = await cable.execute(SUBSCRIPTION);
  expect(changeOf(await subscription.next())).toMatchObject({ kind: 'subscribed', registrationId: null });
  return { cable, next: async () => changeOf(await subscription.next()) };
}

function changeOf(result: CableResult): Change {
  expect(result.result.errors).toBeUndefined();
  return (result.result.data as { registrationChanged: Change }).registrationChanged;
}

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(GENERAL);
  sessions = await workshopSessions(t.db, DEMO_FESTIVAL_YEAR);
  baseUrl = await t.listen();
});
afterAll(() => t.close());

describe('live registration changes for staff (issue 8)', () => {
  it('sends staff an event over Action Cable when a participant joins a session', async () => {
    const { cable, next } = await subscribeAsStaff();
    try {
      const session = sessions.at(-1) as SessionInfo;
      await setCapacity(t.db, session.id, null);
      const joiner = await participant();
      await place('joinSession', session.id, joiner.headers);
      expect(await next()).toEqual({
        registrationId: String(joiner.registrationId),
        kind: 'joined',
        at: GENERAL.toISOString(),
      });
    } finally {
      await cable.close();
    }
  });

  it('also names the person promoted from the waitlist when someone leaves', async () => {
    const session = sessions.at(-2) as SessionInfo;
    const leaver = await participant();
    const waiting = await participant();
    await setCapacity(t.db, session.id, 1);
    await place('joinSession', session.id, leaver.headers);
    await place('joinWaitlist', session.id, waiting.headers);

    const { cable, next } = await subscribeAsStaff();
    try {
      // A later instant than the joins above, so only this operation's promotion is found.
      t.setNow(new Date(GENERAL.getTime() + 60_000));
      await place('leaveSession', session.id, leaver.headers);
      const changes = [await next(), await next()];
      expect(changes.map((c) => [c.registrationId, c.kind])).toEqual([
        [String(leaver.registrationId), 'left'],
        [String(waiting.registrationId), 'promoted'],
      ]);
    } finally {
      t.setNow(GENERAL);
      await cable.close();
    }
  });

  it('refuses the subscription to a team member', async () => {
    const cable = await connectCable(baseUrl, await headersForEmail(t.db, DEMO_TEAM_MEMBER.email));
    try {
      await cable.waitFor((f) => f.type === 'welcome');
      const subscription = await cable.execute(SUBSCRIPTION);
      const result = await subscription.next();
      expect(result.result.errors?.[0]?.message).toBe('Not allowed');
    } finally {
      await cable.close();
    }
  });
});
