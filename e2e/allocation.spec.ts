import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logInThrough } from './helpers';

const STAFF = { email: 'admin@improvfest.nz', password: 'festival-admin-2027' };
const PARTICIPANT = { email: 'participant1@example.org', password: 'festival-participant-2027' };

/** The viewer's published result, read through the API with the page's own credentials. */
async function myWorkshops(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const credentials = JSON.parse(localStorage.getItem('nzif') ?? '{}') as Record<string, string>;
    const csrf = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content;
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'access-token': credentials.accessToken ?? '',
        client: credentials.client ?? '',
        uid: credentials.uid ?? '',
        ...(csrf ? { 'x-csrf-token': csrf } : {}),
      },
      body: JSON.stringify({ query: '{ myWorkshopAllocation { placements { activity { name } } } }' }),
    });
    const body = (await response.json()) as {
      data?: { myWorkshopAllocation: { placements: { activity: { name: string } }[] } | null };
    };
    return body.data?.myWorkshopAllocation?.placements.map((p) => p.activity.name) ?? [];
  });
}

// One journey: the participant's check reads the result staff publish first, so it is a step of
// the same test rather than a test of its own that needs an earlier one to have run.
test('staff run the lottery, watch it finish, move a person and publish; a participant sees their published workshops on the register page [RT-14] [AP-4]', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await test.step('staff run the lottery and watch it finish [RT-14]', async () => {
    await logInThrough(page, STAFF, '/admin/allocations');
    await expect(page.getByRole('heading', { name: 'Workshop allocations' })).toBeVisible();
    // Let logging in finish reloading the page before starting, so nothing remounts mid-run.
    await expect(page.getByText('The lottery has not been run yet.')).toBeVisible();
    await page.waitForLoadState('networkidle');

    // Run: the bar is driven by the jobProgress subscription over /cable and reaches 100 %.
    await page.getByRole('button', { name: /Run the lottery/ }).click();
    await expect(page.getByText('100 %')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('With no workshop')).toBeVisible();
  });

  await test.step('staff move a person from the keyboard, undo and redo [AP-4]', async () => {
    // Review a day and move someone from the keyboard: out of their session onto its waitlist.
    await page.locator('a[href^="/admin/allocations/20"]').first().click();
    await expect(page).toHaveURL(/\/admin\/allocations\/\d{4}-\d{2}-\d{2}$/);
    const mover = page.locator('[data-testid^="placed-"] button[aria-label^="Move "]').first();
    const label = (await mover.getAttribute('aria-label')) ?? '';
    const name = label.replace(/^Move /, '');
    const list = mover.locator('xpath=ancestor::*[starts-with(@data-testid, "placed-")][1]');
    const sessionId = ((await list.getAttribute('data-testid')) ?? '').replace('placed-', '');
    await mover.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'To the waitlist' }).click();
    await expect(page.getByText('1 manual change')).toBeVisible();
    await expect(
      page.getByTestId(`waitlist-${sessionId}`).first().getByText(name, { exact: true }),
    ).toBeVisible();

    // Undo and redo the move.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('0 manual changes')).toBeVisible();
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect(page.getByText('1 manual change')).toBeVisible();
  });

  await test.step('staff page through Everybody 50 at a time and search it [issue 32]', async () => {
    await page.getByRole('link', { name: 'Everybody' }).click();
    await expect(page).toHaveURL(/\/admin\/allocations\/all$/);
    const where = page.getByTestId('everybody-page');
    await expect(where).toHaveText(/^Showing 1–50 of \d+$/);
    const total = Number(/of (\d+)$/.exec((await where.textContent()) ?? '')?.[1]);
    const rows = page.getByRole('table').getByRole('rowheader');
    await expect(rows).toHaveCount(50);
    const pages = page.getByRole('navigation', { name: 'Pages of people' });
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(where).toHaveText(`Showing 51–${Math.min(100, total)} of ${total}`);
    // The search covers everyone: the last person by name, from the first page.
    await pages.getByRole('button', { name: 'Previous' }).click();
    await expect(where).toHaveText(`Showing 1–50 of ${total}`);
    await page.getByRole('textbox', { name: 'Search people' }).fill('participant8');
    await expect(where).toHaveText(/^Showing 1–\d of \d \(\d+ in the draft\)$/);
    await expect(rows).not.toHaveCount(0);
    await page.goBack();
  });

  await test.step('staff publish after confirming [RT-14]', async () => {
    // Publish, after confirming (the confirm button counts down first).
    await page.getByRole('button', { name: 'Publish allocation' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText('Publish this allocation?')).toBeVisible();
    await dialog.getByRole('button', { name: /^Publish/ }).click({ timeout: 10_000 });
    await expect(page.getByRole('heading', { name: 'Published' })).toBeVisible();
    await expect(page.getByText(/\d+ pending|\d+ sent/).first()).toBeVisible();
  });

  await test.step("the participant's result is visible to them through the API", async () => {
    await page.goto('/logout');
    await page.waitForURL((url) => url.pathname === '/');
    await logInThrough(page, PARTICIPANT, '/');
    expect((await myWorkshops(page)).length).toBeGreaterThan(0);
  });

  await test.step('a participant sees their published workshops on the register page', async () => {
    // A fresh log-in straight to the register page, as when this was a test of its own.
    await page.goto('/logout');
    await page.waitForURL((url) => url.pathname === '/');
    await logInThrough(page, PARTICIPANT, '/register/workshops');
    const workshops = await myWorkshops(page);
    expect(workshops.length).toBeGreaterThan(0);
    await expect(page.getByText(workshops[0] as string).first()).toBeVisible();
  });
});
