import type { APIRequestContext } from '@playwright/test';
import { DEMO_STAFF } from '../server/db/seed/data/staff';
import { expect, test } from './fixtures';
import { api, startLoggedIn } from './helpers';

const { graphql, logIn } = api();

const UPDATE = `mutation ($key: String!, $value: SettingValueInput!) {
  updateSetting(key: $key, value: $value) { __typename }
}`;

async function setSetting(request: APIRequestContext, key: string, value: Record<string, unknown>) {
  const admin = await logIn(request, DEMO_STAFF.email, DEMO_STAFF.password);
  await graphql(request, UPDATE, { key, value }, admin);
}

test.describe('site settings', () => {
  test.afterEach(async ({ request }) => {
    // Settings are site-wide: leave them as seeded for whatever runs next on this server.
    await setSetting(request, 'announcement', { string: '' });
    await setSetting(request, 'donationsOpen', { boolean: true });
  });

  test('an admin sets an announcement and a visitor sees it on the home page', async ({
    page,
    browser,
    request,
  }) => {
    await startLoggedIn(page, await logIn(request, DEMO_STAFF.email, DEMO_STAFF.password));
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

    const text = 'Late-night show added on Friday!';
    await page.getByRole('textbox', { name: 'Announcement' }).fill(text);
    await page.getByRole('button', { name: 'Save announcement' }).click();
    await expect(page.getByText('Announcement saved', { exact: true })).toBeVisible();

    const visitor = await browser.newContext();
    try {
      const home = await visitor.newPage();
      await home.goto('/');
      await expect(home.getByRole('status', { name: 'Announcement' })).toHaveText(text);
    } finally {
      await visitor.close();
    }
  });

  test('with donations closed, /donate says so instead of showing the form', async ({ page, request }) => {
    await setSetting(request, 'donationsOpen', { boolean: false });
    await page.goto('/donate');
    await expect(page.getByText('Donations are closed for now.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Donate/ })).toHaveCount(0);
  });
});
