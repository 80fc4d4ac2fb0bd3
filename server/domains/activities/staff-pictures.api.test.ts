import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { activities, pictures, profiles } from '#server/db/schema/index';
import { DEMO_FESTIVAL_YEAR } from '#server/db/seed/demo';
import { createCsrfToken } from '#server/domains/auth/index';
import { createTestApp, type TestApp } from '#server/test/harness';
import { auditCount, headersByRole } from '#server/test/users';

/** Issue 14: staff upload cropped pictures with alt text for activities and presenters. */

let t: TestApp;
let as: Record<string, Record<string, string>>;
let workshop: { id: number; slug: string };
let presenterId: number;

const csrf = () => createCsrfToken(t.app.sessionSecret, new Date());

/** 800×400: the left half red, the right half blue, with EXIF that must not survive. */
async function twoColours(): Promise<Buffer> {
  const half = (r: number, b: number) =>
    sharp({ create: { width: 400, height: 400, channels: 3, background: { r, g: 0, b } } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 800, height: 400, channels: 3, background: { r: 0, g: 0, b: 0 } } })
    .composite([
      { input: await half(255, 0), left: 0, top: 0 },
      { input: await half(0, 255), left: 400, top: 0 },
    ])
    .jpeg()
    .withExif({ IFD0: { Artist: 'Someone', Copyright: 'Secret GPS place' } })
    .toBuffer();
}

function upload(
  url: string,
  {
    who,
    body,
    query = {},
    type = 'image/jpeg',
    withCsrf = true,
  }: {
    who: string;
    body: Buffer;
    query?: Record<string, string>;
    type?: string;
    withCsrf?: boolean;
  },
) {
  const search = new URLSearchParams(query).toString();
  return t.app.inject({
    method: 'POST',
    url: `${url}${search ? `?${search}` : ''}`,
    headers: {
      ...as[who],
      'content-type': type,
      ...(withCsrf ? { 'x-csrf-token': csrf() } : {}),
    },
    payload: body,
  });
}

const fileOf = (url: string) => path.join(inject('uploadsDir'), url.replace('/uploads/', ''));

beforeAll(async () => {
  t = await createTestApp();
  as = await headersByRole(t, ['workshops', 'shows', 'people', 'activities'], 'pictures');
  const [found] = await t.db
    .select({ id: activities.id, slug: activities.slug })
    .from(activities)
    .where(and(eq(activities.festivalId, DEMO_FESTIVAL_YEAR), eq(activities.type, 'Workshop')))
    .limit(1);
  if (!found) throw new Error('no workshop');
  workshop = found;
  const [presenter] = await t.db.insert(profiles).values({ name: 'Pictured Presenter' }).returning();
  if (!presenter) throw new Error('no presenter');
  presenterId = presenter.id;
}, 60_000);
afterAll(() => t.close());

describe('activity pictures', () => {
  it('crops on the server to 4:3, strips EXIF, sets alt text and blurhash, audits, and shows publicly', async () => {
    const body = await twoColours();
    expect((await sharp(body).metadata()).exif).toBeDefined();
    const response = await upload(`/api/activities/${workshop.id}/picture`, {
      who: 'workshops',
      body,
      // The right half (blue): a 400×400 square, then cut to 4:3.
      query: { altText: 'A blue wall', x: '0.5', y: '0', width: '0.5', height: '1' },
    });
    expect(response.statusCode).toBe(200);
    const { picture } = response.json() as {
      picture: { id: string; small: string; large: string; blurhash: string; width: number; height: number };
    };
    expect([picture.width, picture.height]).toEqual([400, 300]);
    const large = await sharp(fileOf(picture.large)).metadata();
    expect([large.width, large.height, large.format]).toEqual([400, 300, 'webp']);
    expect(large.exif).toBeUndefined();
    const small = await sharp(fileOf(picture.small)).metadata();
    expect([small.width, small.height]).toEqual([160, 120]);
    const { data } = await sharp(fileOf(picture.large)).raw().toBuffer({ resolveWithObject: true });
    const [r, , b] = [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0];
    expect(b).toBeGreaterThan(200);
    expect(r).toBeLessThan(60);

    const [row] = await t.db
      .select()
      .from(pictures)
      .where(eq(pictures.id, Number(picture.id)));
    expect(row?.altText).toBe('A blue wall');
    expect(await auditCount(t.db, 'activity.picture', workshop.id)).toBe(1);
    const page = await t.graphql<{
      activity: { picture: { id: string; altText: string; blurhash: string } };
    }>(
      `query($slug: String!) { activity(type: Workshop, slug: $slug) {
        ... on Activity { picture { id altText blurhash } } } }`,
      { slug: workshop.slug },
    );
    expect(page.data?.activity.picture).toEqual({
      id: picture.id,
      altText: 'A blue wall',
      blurhash: picture.blurhash,
    });
  });

  it('without a crop keeps the largest 4:3 part, and the picture it replaces is deleted with its files', async () => {
    const [before] = await t.db
      .select({ pictureId: activities.pictureId })
      .from(activities)
      .where(eq(activities.id, workshop.id));
    const [old] = before?.pictureId
      ? await t.db.select().from(pictures).where(eq(pictures.id, before.pictureId))
      : [];
    if (!old) throw new Error('the first test gives the workshop a picture');
    const oldFile = fileOf(`/uploads/pictures/${old.storageKey}-large.webp`);
    expect(existsSync(oldFile)).toBe(true);
    const response = await upload(`/api/activities/${workshop.id}/picture`, {
      who: 'activities',
      body: await twoColours(),
      query: { altText: 'Red and blue' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().picture).toMatchObject({ width: 533, height: 400 });
    expect(await t.db.select().from(pictures).where(eq(pictures.id, old.id))).toEqual([]);
    expect(existsSync(oldFile)).toBe(false);
  });

  it('refuses anonymous callers, missing CSRF tokens, participants and managers of another kind', async () => {
    const body = await twoColours();
    const url = `/api/activities/${workshop.id}/picture`;
    const query = { altText: 'Refused' };
    const [before] = await t.db.select({ n: count() }).from(pictures);
    expect((await upload(url, { who: 'anonymous', body, query })).statusCode).toBe(401);
    expect((await upload(url, { who: 'workshops', body, query, withCsrf: false })).statusCode).toBe(403);
    expect((await upload(url, { who: 'participant', body, query })).statusCode).toBe(403);
    expect((await upload(url, { who: 'shows', body, query })).statusCode).toBe(403);
    expect((await upload(url, { who: 'people', body, query })).statusCode).toBe(403);
    expect((await upload('/api/activities/999999/picture', { who: 'shows', body, query })).statusCode).toBe(
      403,
    );
    expect(
      (await upload('/api/activities/999999/picture', { who: 'activities', body, query })).statusCode,
    ).toBe(404);
    const [after] = await t.db.select({ n: count() }).from(pictures);
    expect(after?.n).toBe(before?.n);
  });

  it('refuses missing alt text, a crop outside the picture, a file that is not a picture and a wrong type', async () => {
    const url = `/api/activities/${workshop.id}/picture`;
    const body = await twoColours();
    const noAlt = await upload(url, { who: 'workshops', body, query: { altText: '  ' } });
    expect(noAlt.statusCode).toBe(422);
    expect(noAlt.json().problems).toEqual([
      { path: ['altText'], message: 'Describe the picture for people who cannot see it' },
    ]);
    const outside = await upload(url, {
      who: 'workshops',
      body,
      query: { altText: 'Outside', x: '0.8', y: '0', width: '0.5', height: '1' },
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().error).toBe('The crop must lie inside the picture');
    const tooSmall = await upload(url, {
      who: 'workshops',
      body,
      query: { altText: 'Tiny', x: '0', y: '0', width: '0.01', height: '0.01' },
    });
    expect(tooSmall.statusCode).toBe(422);
    const notPicture = await upload(url, {
      who: 'workshops',
      body: Buffer.from('not a picture'),
      query: { altText: 'Text' },
    });
    expect(notPicture.statusCode).toBe(422);
    expect(notPicture.json().error).toMatch(/not a picture we can read/);
    const wrongType = await upload(url, {
      who: 'workshops',
      body,
      query: { altText: 'PDF' },
      type: 'application/pdf',
    });
    expect(wrongType.statusCode).toBe(415);
  });
});

describe('presenter pictures', () => {
  it('people managers upload a square, cropped picture; others are refused', async () => {
    const url = `/api/people/${presenterId}/picture`;
    const body = await twoColours();
    const query = { altText: 'Portrait in red', x: '0', y: '0', width: '0.5', height: '1' };
    expect((await upload(url, { who: 'workshops', body, query })).statusCode).toBe(403);
    expect((await upload(url, { who: 'participant', body, query })).statusCode).toBe(403);
    expect((await upload('/api/people/999999/picture', { who: 'people', body, query })).statusCode).toBe(404);
    const response = await upload(url, { who: 'people', body, query });
    expect(response.statusCode).toBe(200);
    const { picture } = response.json() as { picture: { id: string; large: string } };
    const large = await sharp(fileOf(picture.large)).metadata();
    expect([large.width, large.height]).toEqual([400, 400]);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, presenterId));
    expect(profile?.pictureId).toBe(Number(picture.id));
    expect(await auditCount(t.db, 'person.picture', presenterId)).toBe(1);
  });
});
