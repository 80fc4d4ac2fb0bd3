import type { APIRequestContext, Page } from '@playwright/test';
import { clashesOf } from '#core/activities/timetable-clashes';
import { formatTimeRange, isoDateInZone, zonedParts } from '#core/festival/dates';
import { DEMO_STAFF } from '#server/db/seed/demo';
import { expect, test } from './fixtures';
import { type Credentials, runOnOwnServer, startLoggedIn } from './helpers';

// Staff move sessions on the admin timetable (issue 14): by mouse drag and by keyboard, with the
// clash preview before saving. Moving sessions would surprise specs beside this one, so it has a
// server of its own.

const { graphql, logIn } = runOnOwnServer({
  port: Number(process.env.E2E_TIMETABLE_PORT ?? 3251),
  dataDir: '.data/e2e-timetable',
});
// The grid's geometry (timetable-board.tsx): 1.2 px a minute, 176 px a venue column.
const PIXELS_PER_MINUTE = 1.2;
const COLUMN_WIDTH = 176;

type Session = {
  id: string;
  startsAt: string;
  endsAt: string;
  cancelled: boolean;
  venue: { id: string; name: string; room: string | null; position: number } | null;
  presenters: { id: string }[];
  activity: { name: string; slug: string; type: string };
};
type Timetable = {
  festival: { timetable: Session[] };
  venues: { id: string; position: number; name: string }[];
};

const TIMETABLE = `{ festival { timetable { id startsAt endsAt cancelled venue { id name room position }
  presenters { id } activity { name slug type } } } venues { id name position } }`;

let staff: Credentials;

test.beforeAll(async ({ request }) => {
  staff = await logIn(request, DEMO_STAFF.email, DEMO_STAFF.password);
});

async function timetable(request: APIRequestContext): Promise<Timetable> {
  return graphql<Timetable>(request, TIMETABLE, {}, staff);
}

const minuteOf = (instant: string) => {
  const { hour, minute } = zonedParts(new Date(instant));
  return hour * 60 + minute;
};
const length = (session: Session) => (Date.parse(session.endsAt) - Date.parse(session.startsAt)) / 60_000;

/**
 * A workshop session and a place to move it that clashes with nothing: another venue on its day,
 * a whole number of quarter hours away, between 08:00 and 20:00. `skip` leaves out sessions used.
 */
function freeMove(data: Timetable, skip: Set<string>) {
  const venues = [...data.venues].sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));
  const live = data.festival.timetable;
  for (const session of live) {
    if (session.activity.type !== 'Workshop' || !session.venue || session.cancelled || skip.has(session.id))
      continue;
    if (isoDateInZone(new Date(session.startsAt)) !== isoDateInZone(new Date(session.endsAt))) continue;
    const from = venues.findIndex((venue) => venue.id === session.venue?.id);
    for (let column = 0; column < venues.length; column += 1) {
      if (column === from) continue;
      for (let minute = 8 * 60; minute + length(session) <= 20 * 60; minute += 15) {
        const startsAt = new Date(
          Date.parse(session.startsAt) + (minute - minuteOf(session.startsAt)) * 60_000,
        );
        const endsAt = new Date(startsAt.getTime() + length(session) * 60_000);
        const moved = {
          id: session.id,
          startsAt,
          endsAt,
          venueId: venues[column]?.id ?? null,
          presenterIds: session.presenters.map((p) => p.id),
        };
        const others = live.map((s) => ({
          id: s.id,
          startsAt: s.startsAt,
          endsAt: s.endsAt,
          venueId: s.venue?.id ?? null,
          presenterIds: s.presenters.map((p) => p.id),
          cancelled: s.cancelled,
        }));
        if (clashesOf(moved, others).length === 0) {
          return {
            session,
            columns: column - from,
            minutes: minute - minuteOf(session.startsAt),
            startsAt,
            endsAt,
          };
        }
      }
    }
  }
  throw new Error('no workshop session with a free place to go');
}

async function openDay(page: Page, session: Session) {
  await page.goto(`/admin/timetable?day=${isoDateInZone(new Date(session.startsAt))}`);
  await expect(page.getByRole('heading', { name: 'Timetable', level: 1 })).toBeVisible();
  return page.locator(`[data-session-id="${session.id}"]`);
}

test('staff drag a session to another venue and time, confirm it, and the public page shows the new time', async ({
  page,
  request,
}) => {
  const move = freeMove(await timetable(request), new Set());
  await startLoggedIn(page, staff);
  const block = await openDay(page, move.session);
  await block.scrollIntoViewIfNeeded();
  const box = await block.boundingBox();
  if (!box) throw new Error('the session block is not on screen');
  const x = box.x + 20;
  const y = box.y + 10;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + move.columns * COLUMN_WIDTH, y + move.minutes * PIXELS_PER_MINUTE, { steps: 12 });
  const newTime = formatTimeRange(move.startsAt, move.endsAt);
  await expect(page.getByTestId('move-preview')).toContainText(newTime);
  await page.mouse.up();

  const pending = page.getByRole('region', { name: `Move ${move.session.activity.name}?` });
  await expect(pending).toContainText(`To `);
  await expect(pending).toContainText(newTime);
  await expect(pending.getByRole('list', { name: 'Clashes' })).toHaveCount(0);
  await pending.getByRole('button', { name: 'Move session' }).click();
  // Saving on a loaded machine can take a while.
  await expect(
    page.getByRole('status').filter({ hasText: `Moved ${move.session.activity.name}` }),
  ).toBeVisible({ timeout: 30_000 });
  const saved = (await timetable(request)).festival.timetable.find((s) => s.id === move.session.id);
  expect(saved?.startsAt && new Date(saved.startsAt).toISOString()).toBe(move.startsAt.toISOString());

  // The public site shows it at once (the response cache lets the move through).
  await page.goto(`/workshops/${move.session.activity.slug}`);
  await expect(page.getByText(newTime).first()).toBeVisible();
});

test('staff move a session with the keyboard, and see a clash before saving', async ({ page, request }) => {
  const data = await timetable(request);
  const move = freeMove(data, new Set());
  await startLoggedIn(page, staff);
  const block = await openDay(page, move.session);
  const announcer = page.getByTestId('timetable-announcer');

  // A venue clash first: carry it onto a session in a neighbouring venue, and back off.
  const day = isoDateInZone(new Date(move.session.startsAt));
  const venues = [...data.venues].sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));
  const from = venues.findIndex((venue) => venue.id === move.session.venue?.id);
  // Any live session in another venue that day, at a time the carried one can reach on the grid.
  const occupant = data.festival.timetable.find((s) => {
    const gap = minuteOf(s.startsAt) - minuteOf(move.session.startsAt);
    return (
      s.venue &&
      !s.cancelled &&
      s.id !== move.session.id &&
      isoDateInZone(new Date(s.startsAt)) === day &&
      venues.findIndex((venue) => venue.id === s.venue?.id) !== from &&
      minuteOf(s.startsAt) >= 8 * 60 &&
      minuteOf(s.startsAt) + length(move.session) <= 23 * 60 &&
      gap % 15 === 0
    );
  });
  if (!occupant) throw new Error('no session in another venue that day to clash with');
  await block.focus();
  await page.keyboard.press('Enter');
  await expect(announcer).toContainText(`Picked up ${move.session.activity.name}`);
  const steps = venues.findIndex((venue) => venue.id === occupant.venue?.id) - from;
  for (let i = 0; i < Math.abs(steps); i += 1)
    await page.keyboard.press(steps > 0 ? 'ArrowRight' : 'ArrowLeft');
  const gap = minuteOf(occupant.startsAt) - minuteOf(move.session.startsAt);
  for (let i = 0; i < Math.abs(gap) / 15; i += 1)
    await page.keyboard.press(gap > 0 ? 'ArrowDown' : 'ArrowUp');
  await expect(announcer).toContainText('Venue clash');
  await page.keyboard.press('Enter');
  const pending = page.getByRole('region', { name: `Move ${move.session.activity.name}?` });
  await expect(pending.getByRole('list', { name: 'Clashes' })).toContainText(
    `Venue clash: ${occupant.venue?.room ? `${occupant.venue.room} @ ` : ''}${occupant.venue?.name} already has ${occupant.activity.name}`,
  );
  await expect(pending.getByRole('button', { name: 'Move session' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(pending).toBeHidden();
  await expect(announcer).toHaveText('Move cancelled.');
  await block.focus();
  await page.keyboard.press('Enter');

  // Now to the free place: arrows by venue and by 15 minutes, Enter to drop, then confirm.
  for (let i = 0; i < Math.abs(move.columns); i += 1) {
    await page.keyboard.press(move.columns > 0 ? 'ArrowRight' : 'ArrowLeft');
  }
  for (let i = 0; i < Math.abs(move.minutes) / 15; i += 1) {
    await page.keyboard.press(move.minutes > 0 ? 'ArrowDown' : 'ArrowUp');
  }
  const newTime = formatTimeRange(move.startsAt, move.endsAt);
  await expect(announcer).toContainText(newTime);
  await page.keyboard.press('Enter');
  await expect(pending).toContainText(newTime);
  // Focus is on "Move session": Enter confirms.
  await expect(pending.getByRole('button', { name: 'Move session' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(announcer).toContainText(`Moved: ${move.session.activity.name}`, { timeout: 30_000 });
  const saved = (await timetable(request)).festival.timetable.find((s) => s.id === move.session.id);
  expect(saved?.startsAt && new Date(saved.startsAt).toISOString()).toBe(move.startsAt.toISOString());
  expect(saved?.venue?.id).toBe(venues[from + move.columns]?.id);

  // Undo puts it back.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(announcer).toContainText('Move undone', { timeout: 30_000 });
  const undone = (await timetable(request)).festival.timetable.find((s) => s.id === move.session.id);
  expect(undone?.startsAt && new Date(undone.startsAt).toISOString()).toBe(
    new Date(move.session.startsAt).toISOString(),
  );
});
