import { eq } from 'drizzle-orm';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '#core/people/permissions';
import { donations, settings, users } from '#server/db/schema/index';
import { DEMO_STAFF, DEMO_TEAM_MEMBER } from '#server/db/seed/demo';
import { createTestAppWithStripe, type StripeTestApp } from '#server/test/stripe-app';
import { userIdByEmail } from '#server/test/users';
import { SiteSettingsQuery } from '#web/features/settings/settings-queries';

let t: StripeTestApp;
let admin: Record<string, string>;
let adminId: number;

beforeAll(async () => {
  t = await createTestAppWithStripe();
  adminId = await userIdByEmail(t.db, DEMO_STAFF.email);
  admin = await t.headersFor(adminId);
});

afterAll(() => t?.close());

// The document the web app reads settings with (banner, /donate gate, admin page).
const SETTINGS = print(SiteSettingsQuery);
const SETTING = /* GraphQL */ `
  query Setting($key: String!) {
    setting(key: $key) {
      __typename
      ... on Setting { key ... on BooleanSetting { enabled: value } ... on StringSetting { text: value } }
      ... on Error { code message }
    }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation UpdateSetting($key: String!, $value: SettingValueInput!) {
    updateSetting(key: $key, value: $value) {
      __typename
      ... on Setting { key updatedAt ... on BooleanSetting { enabled: value } ... on StringSetting { text: value } }
      ... on ValidationError { problems { path message } }
      ... on Error { code message }
    }
  }
`;

interface Result {
  __typename: string;
  key?: string;
  updatedAt?: string | null;
  enabled?: boolean;
  text?: string;
  code?: string;
  message?: string;
  problems?: Array<{ path: string[]; message: string }>;
}

async function update(key: string, value: Record<string, unknown>, headers = admin) {
  return t.graphql<{ updateSetting: Result }>(UPDATE, { key, value }, { headers });
}

async function updated(key: string, value: Record<string, unknown>): Promise<Result> {
  const response = await update(key, value);
  expect(response.errors).toBeUndefined();
  return response.data?.updateSetting as Result;
}

describe('settings', () => {
  it('lists every setting as BooleanSetting or StringSetting with its seeded value, to anyone [AP-9]', async () => {
    const response = await t.graphql<{ settings: Array<Record<string, unknown>> }>(SETTINGS);
    expect(response.errors).toBeUndefined();
    expect(response.data?.settings).toEqual([
      expect.objectContaining({
        __typename: 'StringSetting',
        id: 'announcement',
        key: 'announcement',
        text: '',
      }),
      expect.objectContaining({
        __typename: 'BooleanSetting',
        id: 'donationsOpen',
        key: 'donationsOpen',
        enabled: true,
      }),
    ]);
    for (const setting of response.data?.settings ?? []) {
      expect(setting.description).not.toBe('');
      expect(setting.updatedAt).toEqual(expect.any(String));
    }
  });

  it('finds one setting by key, and answers NotFound for an unknown key', async () => {
    const found = await t.graphql<{ setting: Result }>(SETTING, { key: 'donationsOpen' });
    expect(found.data?.setting).toEqual({
      __typename: 'BooleanSetting',
      key: 'donationsOpen',
      enabled: true,
    });
    const missing = await t.graphql<{ setting: Result }>(SETTING, { key: 'nope' });
    expect(missing.data?.setting).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
  });

  it('lets an admin set the announcement (trimmed), records who and when, and shows it publicly', async () => {
    const before = Date.now();
    const result = await updated('announcement', { string: '  Tickets on sale now!  ' });
    expect(result).toMatchObject({ __typename: 'StringSetting', text: 'Tickets on sale now!' });
    expect(Date.parse(result.updatedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await t.db.select().from(settings).where(eq(settings.key, 'announcement'));
    expect(row).toMatchObject({ kind: 'string', stringValue: 'Tickets on sale now!', updatedById: adminId });
    const read = await t.graphql<{ setting: Result }>(SETTING, { key: 'announcement' });
    expect(read.data?.setting.text).toBe('Tickets on sale now!');
    await updated('announcement', { string: '' });
  });

  it('refuses anonymous, participants, team members and staff without admin', async () => {
    const participant = await t.headersFor(await userIdByEmail(t.db, 'participant1@example.org'));
    const teamMember = await t.headersFor(await userIdByEmail(t.db, DEMO_TEAM_MEMBER.email));
    const others = PERMISSIONS.filter((permission) => permission !== 'admin');
    const [staff] = await t.db
      .insert(users)
      .values({ email: 'settings-staff@example.org', passwordHash: 'unused', permissions: others })
      .returning({ id: users.id });
    if (!staff) throw new Error('no staff user');
    const roles = { anonymous: {}, participant, teamMember, staff: await t.headersFor(staff.id) };
    for (const [role, headers] of Object.entries(roles)) {
      const response = await update('announcement', { string: `Hacked by ${role}` }, headers);
      expect(response.errors?.[0]?.extensions?.code, role).toBe('FORBIDDEN');
      expect(response.data?.updateSetting ?? null, role).toBeNull();
    }
    const [row] = await t.db.select().from(settings).where(eq(settings.key, 'announcement'));
    expect(row?.stringValue).toBe('');
  });

  it('refuses a value of the wrong kind, a too-long announcement, two values and an unknown key', async () => {
    expect(await updated('donationsOpen', { string: 'false' })).toMatchObject({
      __typename: 'ValidationError',
      message: 'Donations open must be a boolean',
      problems: [{ path: ['value'], message: 'Donations open must be a boolean' }],
    });
    expect(await updated('announcement', { boolean: true })).toMatchObject({ __typename: 'ValidationError' });
    expect(await updated('announcement', { string: 'x'.repeat(281) })).toMatchObject({
      __typename: 'ValidationError',
      message: 'Keep the announcement to 280 characters or fewer',
    });
    expect(await updated('announcement', { string: 'a', boolean: true })).toMatchObject({
      __typename: 'ValidationError',
      message: 'Give exactly one value',
    });
    expect(await updated('announcement', {})).toMatchObject({ __typename: 'ValidationError' });
    expect(await updated('colour', { string: 'red' })).toMatchObject({ __typename: 'NotFoundError' });
    const response = await t.graphql<{ settings: Array<{ key: string; text?: string; enabled?: boolean }> }>(
      SETTINGS,
    );
    expect(response.data?.settings.map((s) => s.text ?? s.enabled)).toEqual(['', true]);
  });

  it('with donationsOpen false, createDonation refuses with DonationsClosedError and stores nothing', async () => {
    const CREATE = /* GraphQL */ `
      mutation CreateDonation($input: DonationInput!) {
        createDonation(input: $input) { __typename ... on Error { code message } }
      }
    `;
    const input = {
      name: 'Closed Donor',
      email: 'closed@example.org',
      amount: 5000,
      anonymous: false,
      message: '',
    };
    expect((await updated('donationsOpen', { boolean: false })).enabled).toBe(false);
    const closed = await t.graphql<{ createDonation: Result }>(CREATE, { input });
    expect(closed.data?.createDonation).toEqual({
      __typename: 'DonationsClosedError',
      code: 'DONATIONS_CLOSED',
      message: 'Donations are closed for now.',
    });
    expect(await t.db.select().from(donations).where(eq(donations.email, 'closed@example.org'))).toEqual([]);

    await updated('donationsOpen', { boolean: true });
    const open = await t.graphql<{ createDonation: Result }>(CREATE, { input });
    expect(open.data?.createDonation.__typename).toBe('DonationStart');
  });

  it('falls back to the default for a setting with no row (a database seeded before it existed)', async () => {
    await t.db.delete(settings).where(eq(settings.key, 'announcement'));
    const read = await t.graphql<{ setting: Result }>(SETTING, { key: 'announcement' });
    expect(read.data?.setting).toMatchObject({ __typename: 'StringSetting', text: '' });
    expect((await updated('announcement', { string: 'Back' })).text).toBe('Back');
  });
});
