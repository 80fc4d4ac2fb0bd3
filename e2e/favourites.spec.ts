import type { Page } from '@playwright/test';
import { axeScan, expect, FESTIVAL_TITLE, test } from './fixtures';
import { api, type Credentials, logInThrough } from './helpers';

/**
 * Favourites [issue 28]: a visitor stars workshops and shows (cards and activity pages), logs in and
 * keeps them, merged with the stars already on the account; My favourites lists them by day and
 * unstarring takes them off. At phone and desktop widths.
 */
const { graphql } = api();
const PASSWORD = 'stars-in-my-eyes';

/**
 * Presses a star until it shows as pressed: pictures arriving above it can move the card between
 * Playwright finding the button and the click landing, and a click that missed is not the app's.
 */
async function press(page: Page, name: string) {
  const star = page.getByRole('button', { name: `Add ${name} to favourites` }).first();
  const pressed = page.getByRole('button', { name: `Remove ${name} from favourites` }).first();
  await expect(async () => {
    if (await star.isVisible()) await star.click();
    await expect(pressed).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

const pageOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement as HTMLElement;
    return root.scrollWidth - root.clientWidth;
  });

for (const width of [390, 1280]) {
  test(`star as a visitor, log in, keep the stars, unstar on My favourites at ${width}px [issue 28]`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = `stars-${width}-${Date.now()}@example.org`;
    const signedUp = await graphql<{ signUp: { credentials: Credentials } }>(
      request,
      'mutation ($email: String!, $password: String!) { signUp(name: "Star Gazer", email: $email, password: $password, passwordConfirmation: $password) { ... on AuthPayload { credentials { accessToken client uid } } } }',
      { email, password: PASSWORD },
    );
    const credentials = signedUp.signUp.credentials;
    const programme = await graphql<{ festival: { activities: Array<{ id: string; name: string }> } }>(
      request,
      '{ festival { activities(type: Workshop) { id name } } }',
    );
    // The account already holds a star from another device: the last workshop.
    const onAccount = programme.festival.activities.at(-1);
    if (!onAccount) throw new Error('no workshops in the seed');
    await graphql(
      request,
      'mutation ($id: ID!) { setFavourite(activityId: $id, favourite: true) { __typename } }',
      { id: onAccount.id },
      credentials,
    );

    // A visitor stars the first workshop from its card…
    await page.goto('/workshops');
    const firstCard = page.getByTestId('activity-card').first();
    const workshop = (await firstCard.getByRole('heading').textContent()) ?? '';
    const star = page.getByRole('button', { name: `Add ${workshop} to favourites` }).first();
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await press(page, workshop);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

    // …and a show from its own page.
    await page.goto('/shows');
    const showCard = page.getByTestId('activity-card').first();
    const show = (await showCard.getByRole('heading').textContent()) ?? '';
    await page.goto((await showCard.locator('.activity-card-link').getAttribute('href')) ?? '/shows');
    await expect(page.getByRole('heading', { level: 1, name: show })).toBeVisible();
    await press(page, show);
    // Kept in the browser across a reload.
    await page.reload();
    await expect(page.getByRole('button', { name: `Remove ${show} from favourites` })).toBeVisible();

    // Log in: the browser's stars join the account's.
    await logInThrough(page, { email, password: PASSWORD }, '/favourites');
    await expect(page).toHaveTitle(`My favourites · ${FESTIVAL_TITLE}`);
    await expect(page.getByRole('heading', { level: 1, name: 'My favourites' })).toBeVisible();
    const cards = page.getByTestId('activity-card');
    for (const name of [workshop, show, onAccount.name]) {
      await expect(cards.filter({ hasText: name }).first()).toBeVisible();
    }
    // Grouped by day, under day headings.
    expect(
      await page.getByRole('heading', { level: 2, name: /^[A-Z][a-z]+day, \d+ [A-Z][a-z]+$/ }).count(),
    ).toBeGreaterThan(0);
    await expect
      .poll(async () => {
        const mine = await graphql<{ currentUser: { favouriteActivityIds: string[] } }>(
          request,
          '{ currentUser { favouriteActivityIds } }',
          {},
          credentials,
        );
        return mine.currentUser.favouriteActivityIds.length;
      })
      .toBe(3);
    // The private feed of them, beside the calendar's.
    await page.getByRole('button', { name: 'Make my calendar address' }).click();
    await expect(page.getByTestId('favourites-feed-url')).toContainText('/feeds/favourites/');
    const feed = await request.get(
      new URL((await page.getByTestId('favourites-feed-url').textContent()) ?? '').pathname,
    );
    expect(feed.status()).toBe(200);
    const feedUrl = await page.getByTestId('favourites-feed-url').textContent();
    // One event per session of the three favourites (names are escaped and folded, so counted).
    expect((await feed.text()).match(/^BEGIN:VEVENT/gm)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    const axe = await (await axeScan(page))
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    // The same address sits beside the personal calendar feed on /calendar.
    await page.goto('/calendar');
    await expect(page.getByTestId('favourites-feed-url')).toHaveText(feedUrl ?? '');

    // Still starred on the programme after logging in.
    await page.goto('/workshops');
    await expect(
      page.getByRole('button', { name: `Remove ${workshop} from favourites` }).first(),
    ).toBeVisible();
    // The grid marks it too (its blocks are links, so they mark rather than toggle).
    const day = await page.locator('section[data-date]').first().getAttribute('data-date');
    await page.goto(`/workshops?view=grid&day=${day}`);
    await expect(
      page
        .getByTestId('grid-block')
        .and(page.locator('[data-favourite]'))
        .filter({ hasText: workshop })
        .first(),
    ).toHaveAttribute('aria-label', /, a favourite$/);

    // Unstar from My favourites: the cards go, until the empty state.
    await page.goto('/favourites');
    for (const name of [workshop, show, onAccount.name]) {
      await page
        .getByRole('button', { name: `Remove ${name} from favourites` })
        .first()
        .click();
      await expect(cards.filter({ hasText: name })).toHaveCount(0);
    }
    await expect(page.getByTestId('favourites-empty')).toContainText('No favourites yet');
    const after = await graphql<{ currentUser: { favouriteActivityIds: string[] } }>(
      request,
      '{ currentUser { favouriteActivityIds } }',
      {},
      credentials,
    );
    expect(after.currentUser.favouriteActivityIds).toEqual([]);
  });
}
