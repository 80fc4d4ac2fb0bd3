import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attendance,
  auditEntries,
  contactConsents,
  emails,
  placements,
  sessions,
  waitlistEntries,
} from '#server/db/schema/index';
import { DEMO_STAFF } from '#server/db/seed/demo';
import { createTestApp, type TestApp } from '#server/test/harness';
import { createUserForProfile, tutoredWorkshopSessions } from '#server/test/tutors';
import { createTestUser, registrationIdOf, userIdByEmail } from '#server/test/users';

let t: TestApp;
let sessionId: number;
let otherSessionId: number;
let tutor: Record<string, string>;
let otherTutor: Record<string, string>;
let participant: Record<string, string>;
let waiting: Record<string, string>;
let contentStaff: Record<string, string>;
let staff: Record<string, string>;
let placedRegistration: number;

const ROLL = `query($id: ID!) { sessionRoll(sessionId: $id) { __typename
  ... on Error { message }
  ... on SessionRoll { access capacity placed { registrationId name pronouns photoPermission email present walkIn }
    waitlist { name waitlistPlace } feedback { rating } messages { subject } } } }`;
const SEND = `mutation($id: ID!, $subject: String!, $body: String!, $w: Boolean) {
  sendSessionMessage(sessionId: $id, subject: $subject, body: $body, includeWaitlist: $w) {
    __typename ... on Error { message } ... on SessionMessage { id recipients } } }`;
const ATTEND = `mutation($id: ID!, $r: ID!, $p: Boolean!) { setAttendance(sessionId: $id, registrationId: $r, present: $p) {
  __typename ... on Error { message } ... on SessionRoll { placed { registrationId present } } } }`;
const WALK_IN = `mutation($id: ID!, $email: String!) { addWalkIn(sessionId: $id, email: $email) {
  __typename ... on Error { message } ... on SessionRoll { placed { name present walkIn } } } }`;

type Roll = {
  __typename: string;
  message?: string;
  access?: string;
  placed?: Array<{
    registrationId: string;
    name: string;
    email: string | null;
    present: boolean;
    walkIn: boolean;
  }>;
  waitlist?: Array<{ name: string; waitlistPlace: number }>;
  messages?: Array<{ subject: string }>;
};

const registrationOf = (email: string) => registrationIdOf(t.db, { email });

/** A workshop session with a tutor (a different one for each offset), whose profile we link to a new user. */
async function tutoredSession(
  offset: number,
): Promise<{ sessionId: number; headers: Record<string, string> }> {
  const row = (await tutoredWorkshopSessions(t.db))[offset];
  if (!row) throw new Error('no tutored workshop in the seed');
  const userId = await createUserForProfile(t.db, row.profileId, `tutor${offset}@example.org`);
  await t.db.update(sessions).set({ capacity: 3 }).where(eq(sessions.id, row.sessionId));
  return { sessionId: row.sessionId, headers: await t.headersFor(userId) };
}

beforeAll(async () => {
  t = await createTestApp();
  const first = await tutoredSession(0);
  const second = await tutoredSession(1);
  sessionId = first.sessionId;
  otherSessionId = second.sessionId;
  tutor = first.headers;
  otherTutor = second.headers;
  staff = await t.headersFor(await userIdByEmail(t.db, DEMO_STAFF.email));
  contentStaff = await t.headersFor(
    (await createTestUser(t.db, { email: 'content-only@example.org', permissions: ['content'] })).id,
  );
  participant = await t.headersFor(await userIdByEmail(t.db, 'participant1@example.org'));
  waiting = await t.headersFor(await userIdByEmail(t.db, 'participant2@example.org'));
  await t.db.delete(placements).where(eq(placements.sessionId, sessionId));
  await t.db.delete(waitlistEntries).where(eq(waitlistEntries.sessionId, sessionId));
  placedRegistration = await registrationOf('participant1@example.org');
  await t.db.insert(placements).values({ registrationId: placedRegistration, sessionId });
  await t.db
    .insert(waitlistEntries)
    .values({ registrationId: await registrationOf('participant2@example.org'), sessionId, position: 1 });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('a session’s class list and roll [issue 15]', () => {
  it('shows its tutor the class list and waitlist, without contact unless agreed', async () => {
    const response = await t.graphql<{ sessionRoll: Roll }>(
      ROLL,
      { id: String(sessionId) },
      { headers: tutor },
    );
    const roll = response.data?.sessionRoll;
    expect(roll?.__typename).toBe('SessionRoll');
    expect(roll?.access).toBe('tutor');
    expect(roll?.placed?.map((p) => p.registrationId)).toEqual([String(placedRegistration)]);
    expect(roll?.placed?.[0]?.email).toBeNull();
    expect(roll?.waitlist).toHaveLength(1);
    expect(roll?.waitlist?.[0]?.waitlistPlace).toBe(1);

    const agreed = await t.graphql<{ setShareContactWithTutors: boolean }>(
      'mutation { setShareContactWithTutors(share: true) }',
      {},
      { headers: participant },
    );
    expect(agreed.data?.setShareContactWithTutors).toBe(true);
    const again = await t.graphql<{ sessionRoll: Roll }>(ROLL, { id: String(sessionId) }, { headers: tutor });
    expect(again.data?.sessionRoll.placed?.[0]?.email).toBe('participant1@example.org');
    await t.db.delete(contactConsents);
  });

  it('refuses the tutor of another session, a participant and staff without the registrations permission', async () => {
    for (const headers of [otherTutor, participant, contentStaff]) {
      const response = await t.graphql<{ sessionRoll: Roll }>(ROLL, { id: String(sessionId) }, { headers });
      expect(response.data?.sessionRoll.__typename).toBe('NotAllowedError');
      const send = await t.graphql<{ sendSessionMessage: Roll }>(
        SEND,
        { id: String(sessionId), subject: 'Hi', body: 'Sneaky' },
        { headers },
      );
      expect(send.data?.sendSessionMessage.__typename).toBe('NotAllowedError');
      const attend = await t.graphql<{ setAttendance: Roll }>(
        ATTEND,
        { id: String(sessionId), r: String(placedRegistration), p: true },
        { headers },
      );
      expect(attend.data?.setAttendance.__typename).toBe('NotAllowedError');
    }
    const anonymous = await t.graphql(ROLL, { id: String(sessionId) });
    expect(anonymous.errors?.[0]?.message).toBe('Not allowed');
    expect(await t.db.select().from(attendance)).toEqual([]);
    // The other tutor does see their own session.
    const own = await t.graphql<{ sessionRoll: Roll }>(
      ROLL,
      { id: String(otherSessionId) },
      { headers: otherTutor },
    );
    expect(own.data?.sessionRoll.__typename).toBe('SessionRoll');
  });

  it('sends a message by email to those placed, and to the waitlist only when asked; participants read it', async () => {
    const sent = await t.graphql<{ sendSessionMessage: { __typename: string; recipients: number } }>(
      SEND,
      { id: String(sessionId), subject: 'Bring water', body: 'And comfy clothes.' },
      { headers: tutor },
    );
    expect(sent.data?.sendSessionMessage).toMatchObject({ __typename: 'SessionMessage', recipients: 1 });
    const withWaitlist = await t.graphql<{ sendSessionMessage: { recipients: number } }>(
      SEND,
      { id: String(sessionId), subject: 'Room change', body: 'Studio 2.', w: true },
      { headers: staff },
    );
    expect(withWaitlist.data?.sendSessionMessage.recipients).toBe(2);
    const mail = await t.db.select().from(emails).where(eq(emails.kind, 'session-message'));
    expect(mail.map((m) => m.to).sort()).toEqual([
      'participant1@example.org',
      'participant1@example.org',
      'participant2@example.org',
    ]);
    expect(mail.every((m) => m.subject.includes(': '))).toBe(true);

    const read = (headers: Record<string, string>) =>
      t.graphql<{ sessionMessages: Array<{ subject: string }> }>(
        'query($id: ID!) { sessionMessages(sessionId: $id) { subject } }',
        { id: String(sessionId) },
        { headers },
      );
    expect((await read(participant)).data?.sessionMessages.map((m) => m.subject)).toEqual([
      'Room change',
      'Bring water',
    ]);
    expect((await read(waiting)).data?.sessionMessages.map((m) => m.subject)).toEqual(['Room change']);
    expect((await read(otherTutor)).data?.sessionMessages).toEqual([]);

    const blank = await t.graphql<{ sendSessionMessage: Roll }>(
      SEND,
      { id: String(sessionId), subject: ' ', body: 'x' },
      { headers: tutor },
    );
    expect(blank.data?.sendSessionMessage.__typename).toBe('ValidationError');
  });

  it('takes the roll, adds a walk-in while there is room, and records each in the audit log', async () => {
    const ticked = await t.graphql<{ setAttendance: Roll }>(
      ATTEND,
      { id: String(sessionId), r: String(placedRegistration), p: true },
      { headers: tutor },
    );
    expect(ticked.data?.setAttendance.placed?.[0]?.present).toBe(true);

    const notPlaced = await t.graphql<{ setAttendance: Roll }>(
      ATTEND,
      { id: String(sessionId), r: String(await registrationOf('participant3@example.org')), p: true },
      { headers: tutor },
    );
    expect(notPlaced.data?.setAttendance.__typename).toBe('NotFoundError');

    // Capacity 3, one placed: two walk-ins fit, the third is refused by the database.
    for (const n of [3, 4]) {
      const walkIn = await t.graphql<{ addWalkIn: Roll }>(
        WALK_IN,
        { id: String(sessionId), email: `participant${n}@example.org` },
        { headers: tutor },
      );
      expect(walkIn.data?.addWalkIn.__typename).toBe('SessionRoll');
    }
    const full = await t.graphql<{ addWalkIn: Roll }>(
      WALK_IN,
      { id: String(sessionId), email: 'participant5@example.org' },
      { headers: staff },
    );
    expect(full.data?.addWalkIn.__typename).toBe('SessionFullError');
    const nobody = await t.graphql<{ addWalkIn: Roll }>(
      WALK_IN,
      { id: String(sessionId), email: 'nobody@example.org' },
      { headers: staff },
    );
    expect(nobody.data?.addWalkIn.__typename).toBe('ValidationError');

    // A cancelled session takes nobody: the database refuses the place, and the answer says why.
    await t.db.update(sessions).set({ cancelledAt: new Date() }).where(eq(sessions.id, sessionId));
    const cancelled = await t.graphql<{ addWalkIn: Roll & { message?: string } }>(
      WALK_IN,
      { id: String(sessionId), email: 'participant5@example.org' },
      { headers: staff },
    );
    await t.db.update(sessions).set({ cancelledAt: null }).where(eq(sessions.id, sessionId));
    expect(cancelled.data?.addWalkIn).toMatchObject({
      __typename: 'ValidationError',
      message: 'This session is cancelled: nobody can walk in.',
    });

    const present = await t.db.select().from(attendance).where(eq(attendance.sessionId, sessionId));
    expect(present).toHaveLength(3);
    expect(present.filter((row) => row.walkIn)).toHaveLength(2);

    const untick = await t.graphql<{ setAttendance: Roll }>(
      ATTEND,
      { id: String(sessionId), r: String(placedRegistration), p: false },
      { headers: tutor },
    );
    expect(
      untick.data?.setAttendance.placed?.find((p) => p.registrationId === String(placedRegistration))
        ?.present,
    ).toBe(false);
    const actions = (await t.db.select({ action: auditEntries.action }).from(auditEntries)).map(
      (r) => r.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        'attendance.present',
        'attendance.walk_in',
        'attendance.absent',
        'session.message',
      ]),
    );
  });
});

describe('attendance on the registration and in the report [issue 15]', () => {
  const REGISTRATION_ATTENDANCE = `query($id: ID!) { registration(id: $id) { __typename
    ... on Registration { attendance { status walkIn session { id } } } } }`;
  const REPORT = '{ attendanceReport { session { id } placed present walkIns absent rollTaken } }';
  type Report = {
    attendanceReport: Array<{
      session: { id: string };
      placed: number;
      present: number;
      walkIns: number;
      absent: number;
      rollTaken: boolean;
    }>;
  };

  it('shows staff, per session, present, absent once the roll was taken, or not taken', async () => {
    // After the roll above: participant1 unticked (absent), participants 3 and 4 walked in.
    const absent = await t.graphql<{
      registration: { attendance: Array<{ status: string; session: { id: string } }> };
    }>(REGISTRATION_ATTENDANCE, { id: String(placedRegistration) }, { headers: staff });
    expect(absent.data?.registration.attendance).toContainEqual({
      status: 'Absent',
      walkIn: false,
      session: { id: String(sessionId) },
    });
    const walkIn = await t.graphql<{ registration: { attendance: unknown[] } }>(
      REGISTRATION_ATTENDANCE,
      { id: String(await registrationOf('participant3@example.org')) },
      { headers: staff },
    );
    expect(walkIn.data?.registration.attendance).toContainEqual({
      status: 'Present',
      walkIn: true,
      session: { id: String(sessionId) },
    });
    // A session of theirs nobody took the roll for.
    await t.db.insert(placements).values({ registrationId: placedRegistration, sessionId: otherSessionId });
    const again = await t.graphql<{ registration: { attendance: unknown[] } }>(
      REGISTRATION_ATTENDANCE,
      { id: String(placedRegistration) },
      { headers: staff },
    );
    expect(again.data?.registration.attendance).toContainEqual({
      status: 'NotTaken',
      walkIn: false,
      session: { id: String(otherSessionId) },
    });
  });

  it('counts attendance per session in the report', async () => {
    const response = await t.graphql<Report>(REPORT, {}, { headers: staff });
    const rows = response.data?.attendanceReport ?? [];
    expect(rows.find((row) => row.session.id === String(sessionId))).toEqual({
      session: { id: String(sessionId) },
      placed: 3,
      present: 2,
      walkIns: 2,
      absent: 1,
      rollTaken: true,
    });
    expect(rows.find((row) => row.session.id === String(otherSessionId))).toMatchObject({
      present: 0,
      absent: 0,
      rollTaken: false,
    });
  });

  it('refuses the report and a registration’s attendance to tutors, participants and staff without the registrations permission', async () => {
    for (const headers of [tutor, otherTutor, participant, contentStaff]) {
      const report = await t.graphql(REPORT, {}, { headers });
      expect(report.errors?.[0]?.message).toBe('Not allowed');
      const registration = await t.graphql<{ registration: unknown }>(
        REGISTRATION_ATTENDANCE,
        { id: String(placedRegistration) },
        { headers },
      );
      expect(registration.data?.registration ?? null).toBeNull();
    }
    // Their own registration: participants do not read staff's attendance record of it either.
    const own = await t.graphql<{ currentRegistration: unknown }>(
      '{ currentRegistration { attendance { status } } }',
      {},
      { headers: participant },
    );
    expect(own.errors?.[0]?.message).toBe('Not allowed');
  });

  it('refuses walk-ins and the feedback view to the tutor of another session, a participant and other staff', async () => {
    const before = await t.db.select().from(placements).where(eq(placements.sessionId, otherSessionId));
    for (const headers of [tutor, participant, contentStaff]) {
      const walkIn = await t.graphql<{ addWalkIn: Roll }>(
        WALK_IN,
        { id: String(otherSessionId), email: 'participant6@example.org' },
        { headers },
      );
      expect(walkIn.data?.addWalkIn.__typename).toBe('NotAllowedError');
      const feedback = await t.graphql<{ sessionRoll: { __typename: string; feedback?: unknown } }>(
        'query($id: ID!) { sessionRoll(sessionId: $id) { __typename ... on SessionRoll { feedback { rating } } } }',
        { id: String(otherSessionId) },
        { headers },
      );
      expect(feedback.data?.sessionRoll).toEqual({ __typename: 'NotAllowedError' });
    }
    expect(await t.db.select().from(placements).where(eq(placements.sessionId, otherSessionId))).toEqual(
      before,
    );
    const anonymous = await t.graphql(WALK_IN, {
      id: String(otherSessionId),
      email: 'participant6@example.org',
    });
    expect(anonymous.errors?.[0]?.message).toBe('Not allowed');
  });
});
