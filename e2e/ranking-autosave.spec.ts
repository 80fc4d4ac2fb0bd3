import { expect, test } from './fixtures';
import { EARLYBIRD_OPEN, emailKindsTo, runOnOwnServer } from './helpers';

/**
 * Issue 11, defect 5: a ranking is saved as the participant goes, so reloading or leaving
 * /register/workshops before pressing Next loses nothing. The festival is moved into earlybird,
 * so this spec runs its own server.
 */
const { base } = runOnOwnServer({
  port: Number(process.env.E2E_AUTOSAVE_PORT ?? 3221),
  dataDir: '.data/e2e-ranking-autosave',
  phaseDays: EARLYBIRD_OPEN,
});

test('a ranking survives a reload and leaving the page before Next [issue 11] [RT-9]', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const email = `ranker.${Date.now()}@example.org`;

  // A new participant gets as far as the workshops step.
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Name' }).fill('Mere Ranker');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Choose a password').fill('mere-ranks-workshops');
  await page.getByRole('button', { name: 'Next' }).click();
  // Signing up hashes a password: slow on a loaded machine.
  await expect(page).toHaveURL(/\/register\/code-of-conduct$/, { timeout: 60_000 });
  await page.getByTestId('code-of-conduct-end').scrollIntoViewIfNeeded();
  await page.getByRole('checkbox', { name: 'I have read, and agree to, the NZIF Code of Conduct' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/register\/workshops$/, { timeout: 30_000 });

  // Two workshops in one afternoon and one in the morning, ranked without pressing Next.
  await page.getByRole('button', { name: 'Add Status Games to my preferences' }).click();
  await page.getByRole('button', { name: 'Add The Art of Listening to my preferences' }).click();
  await page.getByRole('button', { name: 'Add Characters from the Body to my preferences' }).click();
  const status = page.getByRole('status').filter({ hasText: /Sav/ });
  await expect(status).toHaveText('Saved', { timeout: 20_000 });

  // Reload: the ranking is still there, in the same order.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Workshop preferences' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Status Games: 1st choice/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^The Art of Listening: 1st choice/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Characters from the Body: 2nd choice/ })).toBeVisible();

  // Reorder, then leave for another page before Next, and come back.
  await page.getByRole('button', { name: /^Characters from the Body: 2nd choice/ }).focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('button', { name: /^Characters from the Body: 1st choice/ })).toBeVisible();
  await expect(status).toHaveText('Saved', { timeout: 20_000 });
  // Back to the previous step inside the app (no page load), then a fresh page load of another page.
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/register\/code-of-conduct$/);
  await page.goto('/');
  await page.goto('/register/workshops');
  await expect(page.getByRole('button', { name: /^Characters from the Body: 1st choice/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^The Art of Listening: 2nd choice/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Status Games: 1st choice/ })).toBeVisible();

  // A change followed at once by leaving inside the app (before the save timer fires) is kept too.
  await page.getByRole('button', { name: 'Add Alone on Stage: Solo Improv to my preferences' }).click();
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/register\/code-of-conduct$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/register\/workshops$/);
  await expect(page.getByRole('button', { name: /^Alone on Stage: Solo Improv: 1st choice/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: /^Alone on Stage: Solo Improv: 1st choice/ })).toBeVisible();

  // Saving as they go sends no email (the summary email belongs to Next).
  expect(await emailKindsTo(base, request, email)).not.toContain('registration-preferences-saved');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/register\/payment$/, { timeout: 30_000 });
  // The reload lost the page's memory of the silent saves; Next still brings the summary email.
  await expect
    .poll(async () =>
      (await emailKindsTo(base, request, email)).filter((k) => k === 'registration-preferences-saved'),
    )
    .toHaveLength(1);
  // Back and Next again with nothing changed sends no second copy.
  await page.goto('/register/workshops');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/register\/payment$/, { timeout: 30_000 });
  expect(
    (await emailKindsTo(base, request, email)).filter((k) => k === 'registration-preferences-saved'),
  ).toHaveLength(1);
});
