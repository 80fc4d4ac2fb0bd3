import path from 'node:path';
import { DEMO_STAFF } from '../server/db/seed/data/staff';
import { expect, test } from './fixtures';
import { type Credentials, confirmDialog, GENERAL_OPEN, logInThrough, runOnOwnServer } from './helpers';

// Issue 14: staff cancel (and restore) a session, and give activities and presenters pictures.
// Cancelling empties a session and pictures change public pages other specs read, so this spec
// has a server of its own.

const PICTURE = path.join(import.meta.dirname, 'files', 'two-colours.png');
const { graphql, logIn } = runOnOwnServer({
  port: Number(process.env.E2E_PROGRAMME_PORT ?? 3241),
  dataDir: '.data/e2e-programme-changes',
  // After the lottery, so the demo participants hold places.
  phaseDays: GENERAL_OPEN,
});
let staff: Credentials;

type Workshop = {
  id: string;
  name: string;
  slug: string;
  sessions: {
    id: string;
    startsAt: string;
    placesTaken: number;
    waitlistCount: number;
    cancelled: boolean;
  }[];
};

async function workshops(request: Parameters<typeof graphql>[0]): Promise<Workshop[]> {
  const data = await graphql<{ festival: { activities: Workshop[] } }>(
    request,
    '{ festival { activities(type: Workshop) { id name slug sessions { id startsAt placesTaken waitlistCount cancelled } } } }',
    {},
    staff,
  );
  return data.festival.activities;
}

test.beforeAll(async ({ request }) => {
  staff = await logIn(request, DEMO_STAFF.email, DEMO_STAFF.password);
});

test('staff cancel a session after seeing who is emailed, then restore it empty [issue 14]', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const all = await workshops(request);
  const workshop = all.find((w) => w.sessions.length === 1 && (w.sessions[0]?.placesTaken ?? 0) > 0);
  if (!workshop) throw new Error('no single-session workshop with places in the demo festival');
  const session = workshop.sessions[0] as Workshop['sessions'][number];

  await logInThrough(page, DEMO_STAFF, `/admin/workshops/${workshop.slug}`);
  const sessions = page.getByRole('region', { name: 'Sessions' });
  await sessions.getByRole('button', { name: 'Cancel session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this session?' });
  const impact = dialog.getByTestId('cancellation-impact');
  await expect(impact).toContainText(
    `${session.placesTaken} ${session.placesTaken === 1 ? 'person holds a place' : 'people hold places'}`,
  );
  await expect(impact).toContainText('will be emailed once');
  await expect(dialog).toContainText('not refunded automatically');
  await dialog.getByLabel('Why (told to the people emailed)').fill('The tutor is unwell');
  await dialog.getByRole('button', { name: /^Cancel and email \d+ (person|people)$/ }).click();
  await expect(page.getByText('Session cancelled').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(sessions.getByText('Cancelled')).toBeVisible();

  const after = (await workshops(request)).find((w) => w.id === workshop.id)?.sessions[0];
  expect(after).toMatchObject({ cancelled: true, placesTaken: 0, waitlistCount: 0 });

  // The public page says so, with the reason.
  await page.goto(`/workshops/${workshop.slug}`);
  const card = page.getByTestId('session');
  await expect(card.getByText('Cancelled')).toBeVisible();
  await expect(card.getByText('The tutor is unwell')).toBeVisible();

  // Restoring makes it bookable again, with nobody put back.
  await page.goto(`/admin/workshops/${workshop.slug}`);
  await sessions.getByRole('button', { name: 'Restore' }).click();
  await confirmDialog(page, 'Restore this session?', 'Restore session');
  await expect(page.getByText('Session restored').first()).toBeVisible();
  await expect(sessions.getByText('Cancelled')).toBeHidden();
  const restored = (await workshops(request)).find((w) => w.id === workshop.id)?.sessions[0];
  expect(restored).toMatchObject({ cancelled: false, placesTaken: 0 });
});

test('staff upload a cropped picture with alt text for an activity and a presenter [issue 14]', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const [workshop] = await workshops(request);
  if (!workshop) throw new Error('no workshop');

  await logInThrough(page, DEMO_STAFF, `/admin/workshops/${workshop.slug}`);
  await page.getByRole('button', { name: 'Upload picture' }).click();
  const dialog = page.getByRole('dialog', { name: `Picture for ${workshop.name}` });
  await dialog.getByLabel('Picture file').setInputFiles(PICTURE);
  await expect(dialog.getByTestId('crop-preview')).toBeVisible();
  // The crop is framed from the keyboard: zoom in, then move to the right-hand edge.
  const zoom = dialog.getByLabel('Zoom');
  await zoom.focus();
  for (let i = 0; i < 10; i += 1) await zoom.press('ArrowRight');
  await expect(zoom).toHaveAttribute('aria-valuetext', '150%');
  await dialog.getByLabel('Across (left to right)').focus();
  await page.keyboard.press('End');
  await expect(dialog.getByLabel('Across (left to right)')).toHaveAttribute('aria-valuetext', '100% across');

  // Alt text is required.
  await dialog.getByRole('button', { name: 'Save picture' }).click();
  await expect(dialog.getByText('Describe the picture for people who cannot see it')).toBeVisible();
  await dialog.getByLabel('Description (alt text)').fill('A blue wall behind the stage');
  await dialog.getByRole('button', { name: 'Save picture' }).click();
  await expect(page.getByText('Picture saved').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('img', { name: 'A blue wall behind the stage' })).toBeVisible();

  // The public page shows it with its alt text over the blurhash placeholder.
  await page.goto(`/workshops/${workshop.slug}`);
  const picture = page.getByRole('img', { name: 'A blue wall behind the stage' });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', /\/uploads\/pictures\/activity-.+-large\.webp$/);
  // The blurhash is painted only while the picture is still on its way (decision 019: decoded when
  // the browser is idle), so a picture that has already arrived needs none.
  await expect
    .poll(() =>
      picture.evaluate((image: HTMLImageElement) =>
        image.complete && image.naturalWidth > 0
          ? 'loaded'
          : getComputedStyle(image.parentElement as HTMLElement).backgroundImage,
      ),
    )
    .toMatch(/^loaded$|^url\("data:image\/png/);
  // Cropped on the server: 4:3, from the blue right-hand part.
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  const ratio = await picture.evaluate((image: HTMLImageElement) => image.naturalWidth / image.naturalHeight);
  expect(ratio).toBeCloseTo(4 / 3, 1);

  // A presenter's picture, from the presenters page.
  await page.goto('/admin/presenters');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Upload picture' }) })
    .first();
  const presenterName = (await row.getByRole('rowheader').innerText()).trim();
  await row.getByRole('button', { name: 'Upload picture' }).click();
  const presenterDialog = page.getByRole('dialog');
  await presenterDialog.getByLabel('Picture file').setInputFiles(PICTURE);
  await presenterDialog.getByLabel('Description (alt text)').fill(`Portrait of ${presenterName}`);
  await presenterDialog.getByRole('button', { name: 'Save picture' }).click();
  await expect(page.getByText('Picture saved').first()).toBeVisible();
});
