import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cities, profiles, users } from '#server/db/schema/index';
import { DEMO_STAFF, DEMO_TEAM_MEMBER } from '#server/db/seed/demo';
import { createCsrfToken } from '#server/domains/auth/index';
import { createTestApp, type TestApp } from '#server/test/harness';
import { createTestUser, userIdByEmail } from '#server/test/users';

let t: TestApp;
let adminId: number;
let teamId: number;
beforeAll(async () => {
  t = await createTestApp();
  adminId = await userIdByEmail(t.db, DEMO_STAFF.email);
  teamId = await userIdByEmail(t.db, DEMO_TEAM_MEMBER.email);
});
afterAll(() => t.close());

const SET_PERMISSIONS = `mutation SetUserPermissions($userId: ID!, $permissions: [Permission!]!) {
  setUserPermissions(userId: $userId, permissions: $permissions) {
    __typename ... on User { id permissions } ... on Error { message code } } }`;

type Result = { __typename: string; message?: string; permissions?: string[] };

async function setPermissions(asUserId: number, userId: number, permissions: string[]) {
  const response = await t.graphql<{ setUserPermissions: Result }>(
    SET_PERMISSIONS,
    { userId: String(userId), permissions },
    { headers: await t.headersFor(asUserId) },
  );
  return response;
}

const permissionsOf = async (userId: number) =>
  (await t.db.select({ permissions: users.permissions }).from(users).where(eq(users.id, userId)))[0]
    ?.permissions;

describe('setUserPermissions [PE-1] [PE-2]', () => {
  it('lets an admin grant and remove permissions', async () => {
    const user = await createTestUser(t.db, { email: 'to-promote@example.org' });
    const granted = await setPermissions(adminId, user.id, ['registrations', 'team_member']);
    expect(granted.data?.setUserPermissions).toEqual({
      __typename: 'User',
      id: String(user.id),
      permissions: ['registrations', 'team_member'],
    });
    await setPermissions(adminId, user.id, []);
    expect(await permissionsOf(user.id)).toEqual([]);
  });

  it('refuses people without the permissions permission (scope)', async () => {
    const user = await createTestUser(t.db, { email: 'not-promoted@example.org' });
    const byTeam = await setPermissions(teamId, user.id, ['team_member']);
    expect(byTeam.errors?.[0]?.message).toBe('Not allowed');
    const bySelf = await setPermissions(user.id, user.id, ['admin']);
    expect(bySelf.errors?.[0]?.message).toBe('Not allowed');
    expect(await permissionsOf(user.id)).toEqual([]);
  });

  it('nobody may grant or remove a permission they do not hold', async () => {
    const manager = await createTestUser(t.db, {
      email: 'people-manager@example.org',
      permissions: ['people'],
    });
    const target = await createTestUser(t.db, { email: 'managed@example.org' });
    // `people` implies `permissions`, so a people manager may hand out `people` and `permissions`…
    const ok = await setPermissions(manager.id, target.id, ['permissions']);
    expect(ok.data?.setUserPermissions).toMatchObject({ __typename: 'User', permissions: ['permissions'] });
    // …but not admin or payments, which they do not hold.
    for (const permission of ['admin', 'payments']) {
      const refused = await setPermissions(manager.id, target.id, [permission]);
      expect(refused.data?.setUserPermissions).toMatchObject({ __typename: 'NotAllowedError' });
      expect(refused.data?.setUserPermissions.message).toMatch(/because you do not hold it$/);
    }
    // Nor take admin away from an admin.
    const demote = await setPermissions(manager.id, adminId, []);
    expect(demote.data?.setUserPermissions.__typename).toBe('NotAllowedError');
    expect(await permissionsOf(adminId)).toEqual(['admin']);
    expect(await permissionsOf(target.id)).toEqual(['permissions']);
  });

  it('nobody can give themselves more permissions', async () => {
    const holder = await createTestUser(t.db, {
      email: 'self-grant@example.org',
      permissions: ['permissions'],
    });
    const more = await setPermissions(holder.id, holder.id, ['permissions', 'people']);
    expect(more.data?.setUserPermissions.__typename).toBe('NotAllowedError');
    const admin = await setPermissions(holder.id, holder.id, ['admin']);
    expect(admin.data?.setUserPermissions.__typename).toBe('NotAllowedError');
    expect(await permissionsOf(holder.id)).toEqual(['permissions']);
    // Giving permissions up is fine.
    const fewer = await setPermissions(holder.id, holder.id, []);
    expect(fewer.data?.setUserPermissions).toMatchObject({ __typename: 'User', permissions: [] });
  });

  it('keeps at least one administrator', async () => {
    const refused = await setPermissions(adminId, adminId, []);
    expect(refused.data?.setUserPermissions).toMatchObject({
      __typename: 'NotAllowedError',
      message: 'The festival needs at least one administrator',
    });
  });
});

describe('users query', () => {
  const USERS =
    'query Users($search: String) { users(search: $search) { id email permissions profile { name } } }';

  it('lists and searches users for people managers', async () => {
    const response = await t.graphql<{ users: Array<{ email: string; profile: { name: string } | null }> }>(
      USERS,
      { search: 'Hana' },
      { headers: await t.headersFor(adminId) },
    );
    expect(response.data?.users.map((user) => user.email)).toEqual([DEMO_STAFF.email]);
    const all = await t.graphql<{ users: unknown[] }>(USERS, {}, { headers: await t.headersFor(adminId) });
    expect(all.data?.users.length).toBeGreaterThan(50);
  });

  it('refuses anyone without the people permission', async () => {
    for (const headers of [
      {},
      await t.headersFor(teamId),
      await t.headersFor(await userIdByEmail(t.db, 'participant1@example.org')),
    ]) {
      const response = await t.graphql(USERS, {}, { headers });
      expect(response.errors?.[0]?.message).toBe('Not allowed');
    }
  });
});

describe('updateProfile', () => {
  const UPDATE = `mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on User { email profile { name pronouns phone city { name } } }
      ... on Error { message }
      ... on ValidationError { problems { path message } } } }`;

  it('saves the viewer’s own details, including the email', async () => {
    const user = await createTestUser(t.db, { email: 'profile-owner@example.org' });
    const [wellington] = await t.db.select().from(cities).where(eq(cities.name, 'Wellington'));
    const response = await t.graphql<{ updateProfile: Record<string, unknown> }>(
      UPDATE,
      {
        input: {
          name: 'Aroha Smith',
          pronouns: 'she/her',
          email: 'aroha@example.org',
          phone: '021 123 4567',
          cityId: String(wellington?.id),
        },
      },
      { headers: await t.headersFor(user.id) },
    );
    expect(response.data?.updateProfile).toEqual({
      __typename: 'User',
      email: 'aroha@example.org',
      profile: {
        name: 'Aroha Smith',
        pronouns: 'she/her',
        phone: '021 123 4567',
        city: { name: 'Wellington' },
      },
    });
  });

  it('refuses an email someone else has, and validates [VA-1]', async () => {
    const user = await createTestUser(t.db, { email: 'second-owner@example.org' });
    const headers = await t.headersFor(user.id);
    const input = { name: 'Second Owner', pronouns: '', phone: '', email: DEMO_STAFF.email.toUpperCase() };
    const taken = await t.graphql<{ updateProfile: Record<string, unknown> }>(UPDATE, { input }, { headers });
    expect(taken.data?.updateProfile.__typename).toBe('EmailTakenError');
    const invalid = await t.graphql<{ updateProfile: Record<string, unknown> }>(
      UPDATE,
      { input: { ...input, name: ' ', email: 'nope' } },
      { headers },
    );
    expect(invalid.data?.updateProfile).toMatchObject({
      __typename: 'ValidationError',
      problems: [
        { path: ['name'], message: 'Required' },
        { path: ['email'], message: 'Invalid email' },
      ],
    });
  });

  it('keeps the phone number private', async () => {
    const user = await createTestUser(t.db, { email: 'private-phone@example.org' });
    await t.db.update(profiles).set({ phone: '027 000 0000' }).where(eq(profiles.userId, user.id));
    await t.db.update(profiles).set({ phone: '027 111 1111' }).where(isNull(profiles.userId));
    const own = await t.graphql<{ currentUser: { profile: { phone: string | null } } }>(
      '{ currentUser { profile { phone } } }',
      {},
      { headers: await t.headersFor(user.id) },
    );
    expect(own.data?.currentUser.profile.phone).toBe('027 000 0000');
    const presenters = '{ festival { activities(type: Workshop) { presenters { phone } } } }';
    const phones = (data: unknown) =>
      [...JSON.stringify(data).matchAll(/"phone":("[^"]*"|null)/g)].map((m) => m[1]);
    const asStranger = await t.graphql(presenters, {}, { headers: await t.headersFor(teamId) });
    expect(new Set(phones(asStranger.data))).toEqual(new Set(['null']));
    const asManager = await t.graphql(presenters, {}, { headers: await t.headersFor(adminId) });
    expect(new Set(phones(asManager.data))).toEqual(new Set(['"027 111 1111"']));
  });
});

describe('profile picture upload', () => {
  const csrf = () => createCsrfToken(t.app.sessionSecret, new Date());
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } })
      .png()
      .toBuffer();

  it('stores three square WebP sizes with a blurhash and sets it on the profile', async () => {
    const user = await createTestUser(t.db, { email: 'picture-owner@example.org' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profile-picture',
      headers: { ...(await t.headersFor(user.id)), 'content-type': 'image/png', 'x-csrf-token': csrf() },
      payload: await png(900, 600),
    });
    expect(response.statusCode).toBe(200);
    const { picture } = response.json() as {
      picture: { id: string; small: string; large: string; blurhash: string };
    };
    expect(picture.blurhash.length).toBeGreaterThan(10);
    for (const url of [picture.small, picture.large]) {
      const file = path.join(inject('uploadsDir'), url.replace('/uploads/', ''));
      expect(existsSync(file)).toBe(true);
    }
    const small = await sharp(
      path.join(inject('uploadsDir'), picture.small.replace('/uploads/', '')),
    ).metadata();
    expect([small.width, small.height, small.format]).toEqual([160, 160, 'webp']);
    const me = await t.graphql<{ currentUser: { profile: { picture: { id: string } } } }>(
      '{ currentUser { profile { picture { id small } } } }',
      {},
      { headers: await t.headersFor(user.id) },
    );
    expect(me.data?.currentUser.profile.picture.id).toBe(picture.id);
  });

  it('refuses requests without the CSRF token, without credentials, and files that are not pictures', async () => {
    const user = await createTestUser(t.db, { email: 'picture-refused@example.org' });
    const auth = await t.headersFor(user.id);
    const send = (headers: Record<string, string>, payload: Buffer) =>
      t.app.inject({ method: 'POST', url: '/api/profile-picture', headers, payload });
    const body = await png(200, 200);
    expect((await send({ ...auth, 'content-type': 'image/png' }, body)).statusCode).toBe(403);
    expect((await send({ 'content-type': 'image/png', 'x-csrf-token': csrf() }, body)).statusCode).toBe(401);
    const notPicture = await send(
      { ...auth, 'content-type': 'image/png', 'x-csrf-token': csrf() },
      Buffer.from('hello'),
    );
    expect(notPicture.statusCode).toBe(422);
    expect(notPicture.json().error).toMatch(/not a picture we can read/);
    const wrongType = await send(
      { ...auth, 'content-type': 'application/pdf', 'x-csrf-token': csrf() },
      body,
    );
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().error).toBe('Please use a JPEG, PNG, WebP or GIF picture');
    const tiny = await send(
      { ...auth, 'content-type': 'image/png', 'x-csrf-token': csrf() },
      await png(20, 20),
    );
    expect(tiny.json().error).toBe('Pictures must be at least 64 pixels wide and high');
  });

  it('refuses pictures over 10 MB with a clear message', async () => {
    const user = await createTestUser(t.db, { email: 'picture-huge@example.org' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profile-picture',
      headers: { ...(await t.headersFor(user.id)), 'content-type': 'image/jpeg', 'x-csrf-token': csrf() },
      payload: Buffer.alloc(10 * 1024 * 1024 + 1),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('Pictures must be smaller than 10 MB');
  });
});

describe('CSRF [AP-2]', () => {
  it('refuses form-like posts to /graphql without a valid token, and lets JSON through', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ query: 'mutation { logOut { user { id } } }' }),
    });
    expect(form.statusCode).toBe(403);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'x-csrf-token': 'a.1.forged' },
      payload: '--x--',
    });
    expect(forged.statusCode).toBe(403);
    const json = await t.graphql<{ festival: { id: string } }>('{ festival { id } }');
    expect(json.status).toBe(200);
  });
});
