import { eq } from 'drizzle-orm';
import { activities, payments } from '#server/db/schema/index';
import { DEMO_FESTIVAL_YEAR } from '#server/db/seed/demo';
import { createTestUser } from '#server/test/users';
import {
  admin,
  call,
  created,
  draftRun,
  festivalDay,
  freshRegistration,
  fullSession,
  latestRun,
  moveSomeoneOut,
  newActivity,
  newDraft,
  newPresenter,
  newSession,
  newVenue,
  nextNumber,
  openSessionId,
  PRICING,
  participantRegistrationId,
  paymentRow,
  placedSessionId,
  staffPlace,
  t,
} from './audit-coverage.test-support';

/** How to call each staff mutation successfully as an administrator. */
export const RECIPES: Record<string, () => Promise<unknown>> = {
  updateSetting: () =>
    call(
      `mutation { updateSetting(key: "announcement", value: { string: "Audit me" }) {
        __typename ... on Error { message } } }`,
    ),
  setUserPermissions: async () => {
    const user = await createTestUser(t.db, { email: 'audit-target@example.org' });
    return call(
      `mutation($id: ID!) { setUserPermissions(userId: $id, permissions: [content]) {
        __typename ... on Error { message } } }`,
      { id: String(user.id) },
    );
  },
  addVoucher: () =>
    call(
      `mutation($id: ID!) { addVoucher(registrationId: $id, workshops: 1, note: "audit") {
        __typename ... on Error { message } } }`,
      { id: String(participantRegistrationId) },
    ),
  recordInternetBankingPayment: () =>
    call(
      `mutation($id: ID!) { recordInternetBankingPayment(registrationId: $id, amount: 1000) {
        __typename ... on Error { message } } }`,
      { id: String(participantRegistrationId) },
    ),
  approvePayment: async () =>
    call('mutation($id: ID!) { approvePayment(id: $id) { __typename ... on Error { message } } }', {
      id: String(await paymentRow('pending')),
    }),
  cancelPayment: async () =>
    call('mutation($id: ID!) { cancelPayment(id: $id) { __typename ... on Error { message } } }', {
      id: String(await paymentRow('pending')),
    }),
  refundPayment: async () =>
    call(
      `mutation($id: ID!) { refundPayment(paymentId: $id, amount: 500) {
        __typename ... on Error { message } } }`,
      { id: String(await paymentRow('approved')) },
    ),
  sendPaymentReminders: async () => {
    const report = await t.graphql<{
      outstandingBalances: { items: Array<{ registrationId: string; canRemind: boolean }> };
    }>('{ outstandingBalances { items { registrationId canRemind } } }', {}, { headers: admin });
    const someone = report.data?.outstandingBalances.items.find((item) => item.canRemind);
    if (!someone) throw new Error('nobody owes anything');
    return call(
      `mutation($ids: [ID!]!) { sendPaymentReminders(registrationIds: $ids) {
        __typename ... on Error { message } } }`,
      { ids: [someone.registrationId] },
    );
  },
  updateActivity: async () => {
    const [activity] = await t.db
      .select({ id: activities.id })
      .from(activities)
      .where(eq(activities.type, 'Workshop'))
      .limit(1);
    return call(
      `mutation($id: ID!) { updateActivity(id: $id, input: {
        name: "Audited workshop", description: "Words.", suitability: "" }) {
        __typename ... on Error { message } } }`,
      { id: String(activity?.id) },
    );
  },
  updateFestivalPhaseDates: () =>
    call(
      `mutation($at: DateTime) { updateFestivalPhaseDates(input: { registrationsCloseAt: $at }) {
        __typename ... on Error { message } } }`,
      // A value it does not have yet: an update that changes nothing records nothing.
      { at: '2027-10-01T09:17:00.000+13:00' },
    ),
  sendGroupMessage: async () => {
    const filter = { audience: 'PlacedInSession', sessionId: String(await placedSessionId()) };
    const preview = await t.graphql<{ groupMessagePreview: { count: number } }>(
      'query($f: GroupFilterInput!) { groupMessagePreview(filter: $f) { ... on GroupMessagePreview { count } } }',
      { f: filter },
      { headers: admin },
    );
    return call(
      `mutation($f: GroupFilterInput!, $n: Int!) { sendGroupMessage(filter: $f, subject: "Hello", body: "See you soon",
        expectedCount: $n) { __typename ... on Error { message } } }`,
      { f: filter, n: preview.data?.groupMessagePreview.count ?? 0 },
    );
  },
  sendSessionMessage: async () =>
    call(
      `mutation($id: ID!) { sendSessionMessage(sessionId: $id, subject: "Hello", body: "See you soon") {
        __typename ... on Error { message } } }`,
      { id: String(await placedSessionId()) },
    ),
  setAttendance: async () =>
    call(
      `mutation($id: ID!, $r: ID!) { setAttendance(sessionId: $id, registrationId: $r, present: true) {
        __typename ... on Error { message } } }`,
      { id: String(await placedSessionId()), r: String(participantRegistrationId) },
    ),
  addWalkIn: () =>
    call(
      `mutation($id: ID!) { addWalkIn(sessionId: $id, email: "participant2@example.org") {
        __typename ... on Error { message } } }`,
      { id: String(openSessionId) },
    ),
  // Programme management (issue 14).
  createFestival: () =>
    created('createFestival', `input: { startDate: "2031-10-02", endDate: "2031-10-08", ${PRICING} }`),
  updateFestival: async () => {
    await created(
      'createFestival',
      `input: { startDate: "2032-10-02", endDate: "2032-10-08", ${PRICING} }`,
    ).catch(() => undefined);
    return created(
      'updateFestival',
      `id: "2032", input: { startDate: "2032-10-03", endDate: "2032-10-09", ${PRICING} }`,
    );
  },
  setCurrentFestival: async () => {
    await created(
      'createFestival',
      `input: { startDate: "2033-10-02", endDate: "2033-10-08", ${PRICING} }`,
    ).catch(() => undefined);
    const result = await created('setCurrentFestival', 'id: "2033"');
    // Put the demo festival back: later recipes work on the current festival.
    await created('setCurrentFestival', `id: "${DEMO_FESTIVAL_YEAR}"`);
    return result;
  },
  createVenue: () => newVenue(),
  updateVenue: async () =>
    created(
      'updateVenue',
      'id: $id, input: { name: "Audit Hall, renamed", address: "2 Audit Street" }',
      { id: await newVenue() },
      '($id: ID!)',
    ),
  createPresenter: () => newPresenter(),
  updatePresenter: async () =>
    created(
      'updatePresenter',
      'id: $id, input: { name: "Audit Presenter, renamed", pronouns: "they/them" }',
      { id: await newPresenter() },
      '($id: ID!)',
    ),
  linkPresenterToUser: async () => {
    const user = await createTestUser(t.db, { email: 'audit-tutor@example.org' });
    return created(
      'linkPresenterToUser',
      'id: $id, email: $email',
      { id: await newPresenter(), email: user.email },
      '($id: ID!, $email: String!)',
    );
  },
  createActivity: () => newDraft('Workshop'),
  deleteActivity: async () => {
    const id = await newActivity('Show');
    return call(`mutation($id: ID!) { deleteActivity(id: $id) { __typename ... on Error { message } } }`, {
      id,
    });
  },
  linkWorkshopToShow: async () =>
    created(
      'linkWorkshopToShow',
      'id: $id, showId: $show',
      { id: await newActivity('Workshop'), show: await newActivity('Show') },
      '($id: ID!, $show: ID)',
    ),
  setActivityCast: async () =>
    created(
      'setActivityCast',
      'id: $id, cast: [{ profileId: $person, role: tutor }]',
      { id: await newActivity('Workshop'), person: await newPresenter() },
      '($id: ID!, $person: ID!)',
    ),
  createSession: () => newSession(),
  updateSession: async () =>
    created(
      'updateSession',
      'id: $id, input: { date: $date, startTime: "14:00", endTime: "17:00", capacity: 12 }',
      { id: await newSession(), date: await festivalDay() },
      '($id: ID!, $date: String!)',
    ),
  moveSession: async () =>
    call(
      'mutation($id: ID!, $startsAt: DateTime!) { moveSession(id: $id, startsAt: $startsAt) { __typename ... on Error { message } } }',
      { id: await newSession(), startsAt: `${await festivalDay()}T01:00:00Z` },
    ),
  deleteSession: async () =>
    call('mutation($id: ID!) { deleteSession(id: $id) { __typename ... on Error { message } } }', {
      id: await newSession(),
    }),
  cancelSession: async () =>
    call(
      'mutation($id: ID!) { cancelSession(id: $id, reason: "Audit test") { __typename ... on Error { message } } }',
      { id: await newSession() },
    ),
  restoreSession: async () => {
    const id = await newSession();
    await call('mutation($id: ID!) { cancelSession(id: $id) { __typename ... on Error { message } } }', {
      id,
    });
    return call('mutation($id: ID!) { restoreSession(id: $id) { __typename ... on Error { message } } }', {
      id,
    });
  },
  publishActivity: async () =>
    call('mutation($id: ID!) { publishActivity(id: $id) { __typename ... on Error { message } } }', {
      id: await newDraft('Workshop'),
    }),
  publishDrafts: async () => {
    await newDraft('Show');
    return call(
      `mutation { publishDrafts(festivalId: "${DEMO_FESTIVAL_YEAR}") { __typename ... on Error { message } } }`,
    );
  },
  updatePage: () =>
    created('updatePage', 'slug: "about", input: { title: "About NZIF", body: "Audited words." }'),
  // Staff changes to places (issue 11), each on people holding nothing and sessions of its own.
  staffAddPlace: async () => staffPlace('staffAddPlace', await freshRegistration(), await newSession()),
  staffRemovePlace: async () => {
    const [registration, session] = [await freshRegistration(), await newSession()];
    await staffPlace('staffAddPlace', registration, session);
    return staffPlace('staffRemovePlace', registration, session);
  },
  staffAddToWaitlist: async () => {
    const session = await fullSession();
    return staffPlace('staffAddToWaitlist', await freshRegistration(), session);
  },
  staffRemoveFromWaitlist: async () => {
    const [session, registration] = [await fullSession(), await freshRegistration()];
    await staffPlace('staffAddToWaitlist', registration, session);
    return staffPlace('staffRemoveFromWaitlist', registration, session);
  },
  staffMovePlace: async () => {
    const [registration, from, to] = [await freshRegistration(), await newSession(), await newSession()];
    await staffPlace('staffAddPlace', registration, from);
    return call(
      `mutation($r: ID!, $from: ID!, $to: ID!) { staffMovePlace(registrationId: $r, fromSessionId: $from,
        toSessionId: $to) { __typename ... on Error { message } } }`,
      { r: String(registration), from, to },
    );
  },
  refundCredit: async () => {
    const registrationId = await freshRegistration();
    await t.db.insert(payments).values({
      registrationId,
      kind: 'InternetBankingPayment',
      state: 'approved',
      amount: 2500,
      reference: 'AUDIT CREDIT',
      note: '',
    });
    return call(
      `mutation($r: ID!) { refundCredit(registrationId: $r, amount: 2500) { __typename ... on Error { message } } }`,
      { r: String(registrationId) },
    );
  },
  approveDonation: async () => {
    const { donations } = await import('#server/db/schema/index');
    const [promised] = await t.db
      .insert(donations)
      .values({
        name: 'Audit Donor',
        email: 'audit-donor@example.org',
        amount: 2000,
        method: 'internet_banking',
        reference: 'DONATION AUDIT',
      })
      .returning({ id: donations.id });
    return call('mutation($id: ID!) { approveDonation(id: $id) { __typename ... on Error { message } } }', {
      id: String(promised?.id),
    });
  },
  recordDonation: () =>
    call(
      `mutation { recordDonation(input: { name: "Audit Bucket", email: "", amount: 1500, anonymous: true,
        message: "", method: cash, reference: "" }) { __typename ... on Error { message } } }`,
    ),
  // Another person's data: staff with `people` act on someone else's account, which is audited.
  exportPersonalData: async () => {
    const user = await createTestUser(t.db, { email: `audit-export-${nextNumber()}@example.org` });
    return call(
      'mutation($id: ID) { exportPersonalData(userId: $id) { __typename ... on Error { message } } }',
      {
        id: String(user.id),
      },
    );
  },
  deleteAccount: async () => {
    const email = `audit-erase-${nextNumber()}@example.org`;
    const user = await createTestUser(t.db, { email });
    return call(
      `mutation($id: ID, $email: String!) { deleteAccount(userId: $id, confirmEmail: $email) {
        __typename ... on Error { message } } }`,
      { id: String(user.id), email },
    );
  },
  resendEmail: async () => {
    const { emails } = await import('#server/db/schema/index');
    const [email] = await t.db
      .insert(emails)
      .values({ kind: 'audit-test', to: 'audit-resend@example.org', subject: 'Hi', text: 'x' })
      .returning({ id: emails.id });
    return call('mutation($id: ID!) { resendEmail(id: $id) { __typename ... on Error { message } } }', {
      id: String(email?.id),
    });
  },
  startAllocation: () => draftRun(),
  moveAllocationParticipant: async () => moveSomeoneOut(await draftRun()),
  undoAllocationAdjustment: async () => {
    const run = await draftRun();
    await moveSomeoneOut(run);
    return call(
      'mutation($id: ID!) { undoAllocationAdjustment(runId: $id) { __typename ... on Error { message } } }',
      {
        id: run.id,
      },
    );
  },
  redoAllocationAdjustment: async () => {
    const run = await draftRun();
    await moveSomeoneOut(run);
    await call('mutation($id: ID!) { undoAllocationAdjustment(runId: $id) { __typename } }', { id: run.id });
    return call(
      'mutation($id: ID!) { redoAllocationAdjustment(runId: $id) { __typename ... on Error { message } } }',
      {
        id: run.id,
      },
    );
  },
  publishAllocation: async () => {
    const run = await draftRun();
    return call(
      'mutation($id: ID!) { publishAllocation(runId: $id) { __typename ... on Error { message } } }',
      {
        id: run.id,
      },
    );
  },
  resendAllocationEmails: async () => {
    const run = await latestRun();
    return call(
      'mutation($id: ID!) { resendAllocationEmails(runId: $id) { __typename ... on Error { message } } }',
      {
        id: run.id,
      },
    );
  },
};
