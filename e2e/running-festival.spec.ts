import { DEMO_PARTICIPANT_PASSWORD, DEMO_STAFF } from '../server/db/seed/data/staff';
import { expect, test } from './fixtures';
import { api, startLoggedIn } from './helpers';

const { graphql, logIn } = api();

test.describe('running the festival [issue 15]', () => {
  test('an admin changes a setting and finds it in the audit log, filtered, with a CSV export', async ({
    page,
    request,
  }) => {
    const admin = await logIn(request, DEMO_STAFF.email, DEMO_STAFF.password);
    await graphql(
      request,
      'mutation { updateSetting(key: "announcement", value: { string: "" }) { __typename } }',
      {},
      admin,
    );
    await startLoggedIn(page, admin);
    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
    await page.getByLabel('Target type').fill('Setting');
    await expect(page.getByRole('cell', { name: 'setting.update' }).first()).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('audit-log.csv');
  });

  test('a participant makes a private calendar address on their profile and the feed answers', async ({
    page,
    request,
  }) => {
    await startLoggedIn(page, await logIn(request, 'participant1@example.org', DEMO_PARTICIPANT_PASSWORD));
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Make my calendar address' }).click();
    const address = page.getByText(/\/feeds\/calendar\/.+\.ics$/);
    await expect(address).toBeVisible();
    const url = (await address.textContent()) ?? '';
    const feed = await request.get(url);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  });
});
