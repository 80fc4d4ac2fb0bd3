import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv } from 'ajv';
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' };
import addFormatsModule from 'ajv-formats';
import { DEMO_PARTICIPANT_PASSWORD } from '../server/db/seed/data/staff';
import { axeScan, expect, FESTIVAL_TITLE, test } from './fixtures';
import { api, startLoggedIn } from './helpers';

/**
 * The public programme as festival-goers use it [issue 28]: taking the schedule away (validated
 * against the frab schemas), and the defects the issue lists, each proved here.
 */
const STANDARDS = path.resolve(import.meta.dirname, '../server/test/standards/frab-schedule');
const { graphql, logIn } = api();

test('the programme links the iCal feed and the frab schedules, which validate [issue 28]', async ({
  page,
  request,
}) => {
  await page.goto('/workshops');
  const exports = page.getByRole('navigation', { name: 'Take the programme with you' });
  const href = async (name: RegExp) => (await exports.getByRole('link', { name }).getAttribute('href')) ?? '';

  const xml = await (await request.get(await href(/schedule\.xml/))).text();
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'festival-goers-')), 'schedule.xml');
  writeFileSync(file, xml);
  const lint = spawnSync('xmllint', ['--noout', '--schema', path.join(STANDARDS, 'schedule.xml.xsd'), file], {
    encoding: 'utf8',
  });
  expect(lint.stderr).toContain('validates');
  expect(lint.status).toBe(0);

  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addMetaSchema(draft06);
  (addFormatsModule as unknown as (a: Ajv) => Ajv)(ajv);
  ajv.addFormat('color', /^#[0-9a-fA-F]{6}$/);
  const validate = ajv.compile(JSON.parse(readFileSync(path.join(STANDARDS, 'schema.json'), 'utf8')));
  const json = await (await request.get(await href(/schedule\.json/))).json();
  expect(validate(json), JSON.stringify(validate.errors)).toBe(true);

  const ics = await (await request.get(await href(/iCal/))).text();
  expect(ics).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r$/m);
  expect(ics).not.toMatch(/^DTSTAMP:\d{8}T\d{6}\r$/m);
});

test('a workshop opened from a typed address with a plain session id (?session=3) shows it [issue 28]', async ({
  page,
  request,
}) => {
  const credentials = await logIn(request, 'participant1@example.org', DEMO_PARTICIPANT_PASSWORD);
  const data = await graphql<{
    festival: { activities: Array<{ slug: string; name: string; sessions: Array<{ id: string }> }> };
  }>(request, '{ festival { activities(type: Workshop) { slug name sessions { id } } } }');
  const workshop = data.festival.activities.find((activity) => activity.sessions.length > 0);
  if (!workshop) throw new Error('the demo festival has no workshop sessions');
  await startLoggedIn(page, credentials);
  await page.goto(`/register/workshops/${workshop.slug}?session=${workshop.sessions[0]?.id}`);
  // The workshops list is a large query: give a loaded machine time to answer it.
  await expect(page.getByRole('dialog').getByRole('heading', { name: workshop.name })).toBeVisible({
    timeout: 45_000,
  });
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
});

test('logged out, /register/completed starts the registration at "About you" [issue 28]', async ({
  page,
}) => {
  await page.goto('/register/completed');
  await page.waitForURL((url) => url.pathname === '/register/yourself');
  await expect(page.getByText("You're coming to NZIF")).toHaveCount(0);
});

test('Directory and Signage carry the festival in their titles [issue 28] [TI-1]', async ({ page }) => {
  await page.goto('/directory');
  await expect(page).toHaveTitle(`Directory · ${FESTIVAL_TITLE}`);
  await page.goto('/signage');
  await expect(page).toHaveTitle(`Signage · ${FESTIVAL_TITLE}`);
});

test('registration pages: no body margin, theme-coloured links, steps list passes axe, fuzzy home town, "Required" email [issue 28]', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/register/yourself');
  await expect(page.getByRole('list', { name: 'Registration steps' })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
  const back = page.getByRole('link', { name: 'Go back to the festival' });
  const colour = await back.evaluate((link) => getComputedStyle(link).color);
  // Not the browser's default link blue (rgb(0, 0, 238)) nor visited purple.
  expect(colour).not.toBe('rgb(0, 0, 238)');
  expect(colour).not.toBe('rgb(85, 26, 139)');
  const results = await (await axeScan(page)).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // The home town is the same fuzzy search as the profile's, with traditional names.
  const town = page.getByRole('combobox', { name: 'Home town' });
  await town.fill('welingtn');
  await expect(page.getByRole('option', { name: /Wellington/ }).first()).toBeVisible();
  await expect(page.getByRole('option', { name: /Wellington/ }).first()).toContainText('Aotearoa');

  // An empty email says "Required", the spec's message for an empty required field.
  await page.getByRole('button', { name: /next|continue/i }).click();
  await expect(page.getByText('Invalid email')).toHaveCount(0);
  await expect(page.getByText('Required').first()).toBeVisible();
});

test('search matches are marked in the theme, not browser yellow [issue 28]', async ({ page }) => {
  await page.goto('/directory?q=improv');
  const mark = page.locator('mark').first();
  await expect(mark).toBeVisible();
  expect(await mark.evaluate((m) => getComputedStyle(m).backgroundColor)).not.toBe('rgb(255, 255, 0)');
});

test('programme placeholders keep the picture’s height while loading [issue 28]', async ({ page }) => {
  await page.goto('/');
  // Hold the programme's data back, then move to /workshops inside the app so the placeholders show.
  await page.route('**/graphql', async (route) => {
    if ((route.request().postData() ?? '').includes('Programme'))
      await new Promise((r) => setTimeout(r, 4000));
    await route.continue();
  });
  await page.getByRole('link', { name: 'Workshops' }).first().click();
  const picture = page.getByTestId('placeholder-picture').first();
  await expect(picture).toBeVisible();
  const box = await picture.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(100);
});

test('after saving the profile, focus stays in the form (its heading), not the page body [issue 28]', async ({
  page,
  request,
}) => {
  await startLoggedIn(page, await logIn(request, 'participant2@example.org', DEMO_PARTICIPANT_PASSWORD));
  await page.goto('/profile');
  await page.getByLabel('Pronouns').fill(`they/them ${Date.now() % 1000}`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeFocused();
  // The home town picker names the country as the rest of the site does while traditional names are on.
  await page.getByRole('combobox', { name: 'Home town' }).fill('Auckland');
  await expect(page.getByRole('option').first()).toContainText('Aotearoa');
});

test('axe: /signage scrolls by keyboard and /my/workshops keeps heading order [issue 28]', async ({
  page,
  request,
}) => {
  await page.goto('/signage');
  await expect(page.getByRole('heading', { name: 'What’s on' })).toBeVisible();
  let results = await (await axeScan(page)).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await startLoggedIn(page, await logIn(request, 'participant61@example.org', DEMO_PARTICIPANT_PASSWORD));
  await page.goto('/my/workshops');
  await expect(page.getByRole('heading', { name: 'My workshops', level: 1 })).toBeVisible();
  await expect(page.getByTestId('my-workshop').first()).toBeVisible();
  results = await (await axeScan(page)).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
