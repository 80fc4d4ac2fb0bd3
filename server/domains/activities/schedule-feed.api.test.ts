import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv } from 'ajv';
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' };
import addFormatsModule from 'ajv-formats';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, castMembers, profiles, sessions, venues } from '#server/db/schema/index';
import { createTestApp, type TestApp } from '#server/test/harness';
import { scheduleGuid } from './schedule-feed';

/**
 * The frab/pretalx schedule feeds [issue 28], validated against the c3voc schemas kept in
 * shared/standards/frab-schedule (XML with Debian's xmllint, JSON with Ajv), and checked against the
 * database: every public session present, venue as room, presenters as persons, festival time.
 */

// Unmodified copies of the c3voc schemas (see that folder's README), kept in the repository so CI needs nothing else.
const STANDARDS = path.resolve(import.meta.dirname, '../../test/standards/frab-schedule');
const XSD = path.join(STANDARDS, 'schedule.xml.xsd');
const JSON_SCHEMA = path.join(STANDARDS, 'schema.json');

let t: TestApp;
let scratch: string;

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

function validateXml(body: string): { ok: boolean; output: string } {
  const file = path.join(scratch, `schedule-${Math.random().toString(36).slice(2)}.xml`);
  writeFileSync(file, body);
  const run = spawnSync('xmllint', ['--noout', '--schema', XSD, file], { encoding: 'utf8' });
  if (run.error)
    throw new Error(`xmllint could not run (Debian: apt-get install libxml2-utils): ${run.error}`);
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

function jsonValidator() {
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addMetaSchema(draft06);
  addFormats(ajv);
  ajv.addFormat('color', /^#[0-9a-fA-F]{6}$/);
  return ajv.compile(JSON.parse(readFileSync(JSON_SCHEMA, 'utf8')));
}

interface JsonEvent {
  id: number;
  guid: string;
  title: string;
  room: string;
  date: string;
  start: string;
  duration: string;
  persons: Array<{ name: string }>;
}
interface JsonSchedule {
  schedule: {
    conference: {
      acronym: string;
      time_zone_name: string;
      days: Array<{ date: string; rooms: Record<string, JsonEvent[]> }>;
    };
  };
}

async function publicSessions() {
  const rows = await t.db
    .select({ session: sessions, activity: activities, venue: venues })
    .from(sessions)
    .innerJoin(activities, eq(activities.id, sessions.activityId))
    .leftJoin(venues, eq(venues.id, sessions.venueId))
    .where(and(inArray(activities.type, ['Workshop', 'Show']), isNull(sessions.cancelledAt)));
  return rows;
}

beforeAll(async () => {
  t = await createTestApp();
  scratch = mkdtempSync(path.join(tmpdir(), 'schedule-feed-'));
}, 60_000);

afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  await t?.close();
});

describe('schedule exchange feeds [issue 28]', () => {
  it('the XML validator rejects a schedule that breaks the schema (so a pass means something)', () => {
    const broken = validateXml('<?xml version="1.0"?><schedule><version>1</version></schedule>');
    expect(broken.ok).toBe(false);
    expect(broken.output).toMatch(/conference|day/);
  });

  it('serves /feeds/schedule.xml valid against the c3voc XSD', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/feeds/schedule.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const result = validateXml(response.body);
    expect(result.output).toContain('validates');
    expect(result.ok).toBe(true);
  });

  it('serves /feeds/schedule.json valid against the c3voc JSON schema', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/feeds/schedule.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const validate = jsonValidator();
    const body = response.json();
    const valid = validate(body);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    // The validator does reject a broken schedule.
    expect(validate({ schedule: { version: '1' } })).toBe(false);
  });

  it('lists every public session once, with its venue as room, presenters as persons and festival times', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/feeds/schedule.json' })).json() as JsonSchedule;
    const conference = body.schedule.conference;
    expect(conference.time_zone_name).toBe('Pacific/Auckland');
    expect(conference.acronym).toMatch(/^nzif\d{4}$/);
    const events = conference.days.flatMap((day) =>
      Object.entries(day.rooms).flatMap(([room, list]) =>
        list.map((event) => ({ day: day.date, room, event })),
      ),
    );
    const expected = await publicSessions();
    expect(expected.length).toBeGreaterThan(0);
    expect(events.map((e) => e.event.id).sort((a, b) => a - b)).toEqual(
      expected.map((row) => row.session.id).sort((a, b) => a - b),
    );
    const cast = await t.db
      .select({ activityId: castMembers.activityId, sessionId: castMembers.sessionId, name: profiles.name })
      .from(castMembers)
      .innerJoin(profiles, eq(profiles.id, castMembers.profileId));
    for (const { session, activity, venue } of expected) {
      const found = events.find((e) => e.event.id === session.id);
      expect(found?.event.guid).toBe(scheduleGuid(`session-${session.id}`));
      expect(found?.event.title).toBe(activity.name);
      if (venue) expect(found?.room).toContain(venue.name);
      expect(found?.event.room).toBe(found?.room);
      // Festival time: the wall clock with its offset names the same instant.
      expect(new Date(found?.event.date ?? '').getTime()).toBe(session.startsAt.getTime());
      expect(found?.event.date).toMatch(/\+1[23]:00$/);
      const minutes = (session.endsAt.getTime() - session.startsAt.getTime()) / 60_000;
      const [hours, mins] = (found?.event.duration ?? '').split(':').map(Number);
      expect((hours ?? 0) * 60 + (mins ?? 0)).toBe(minutes);
      const presenters = new Set(cast.filter((c) => c.activityId === activity.id).map((c) => c.name));
      for (const name of presenters) expect(found?.event.persons.map((p) => p.name)).toContain(name);
    }
  });

  it('leaves cancelled sessions out, and the XML says the same as the JSON', async () => {
    const [first] = await publicSessions();
    if (!first) throw new Error('no public sessions in the seed');
    await t.db.update(sessions).set({ cancelledAt: new Date() }).where(eq(sessions.id, first.session.id));
    try {
      const json = (
        await t.app.inject({ method: 'GET', url: '/feeds/schedule.json' })
      ).json() as JsonSchedule;
      const ids = json.schedule.conference.days.flatMap((day) =>
        Object.values(day.rooms).flatMap((list) => list.map((event) => event.id)),
      );
      expect(ids).not.toContain(first.session.id);
      const xml = (await t.app.inject({ method: 'GET', url: '/feeds/schedule.xml' })).body;
      expect(validateXml(xml).ok).toBe(true);
      expect(xml).not.toContain(`id="${first.session.id}"`);
      expect([...xml.matchAll(/<event /g)].length).toBe(ids.length);
    } finally {
      await t.db.update(sessions).set({ cancelledAt: null }).where(eq(sessions.id, first.session.id));
    }
  });

  it('escapes names that carry XML characters', async () => {
    const [first] = await publicSessions();
    if (!first) throw new Error('no public sessions in the seed');
    const name = first.activity.name;
    await t.db
      .update(activities)
      .set({ name: 'Tom & Jerry <live> "unplugged"' })
      .where(eq(activities.id, first.activity.id));
    try {
      const xml = (await t.app.inject({ method: 'GET', url: '/feeds/schedule.xml' })).body;
      expect(validateXml(xml).ok).toBe(true);
      expect(xml).toContain('<title>Tom &amp; Jerry &lt;live&gt; &quot;unplugged&quot;</title>');
    } finally {
      await t.db.update(activities).set({ name }).where(eq(activities.id, first.activity.id));
    }
  });
});
