import { expect, test } from './fixtures';
import { api } from './helpers';

const { graphql } = api();

/**
 * Registration one click away [issue 28]: each workshop page offers, for each session, the step
 * of the festival's phase: "Rank this workshop" in earlybird (the demo's phase), registering or
 * the waitlist in general (the suite's server reaches it once the allocation spec has published
 * the lottery); shows offer nothing of the kind. Every phase: workshop-registration.test.tsx.
 */
test('a workshop page offers the phase’s registration step for each session; a show page does not [issue 28]', async ({
  page,
  request,
}) => {
  const { festival } = await graphql<{ festival: { phase: string } }>(request, '{ festival { phase } }', {});
  const step =
    festival.phase === 'Earlybird'
      ? /^Rank this workshop$/
      : festival.phase === 'General'
        ? /^(Register for this workshop|Join the waitlist)$/
        : null;
  expect(step, `a phase with a registration step (${festival.phase})`).not.toBeNull();
  await page.goto('/workshops');
  const href = await page
    .getByTestId('activity-card')
    .first()
    .locator('.activity-card-link')
    .getAttribute('href');
  await page.goto(href ?? '/workshops');
  const rank = page.getByTestId('workshop-registration').first();
  await expect(rank).toHaveText(step as RegExp);
  const slug = href?.split('/').at(-1);
  await expect(rank).toHaveAttribute('href', new RegExp(`^/register/workshops/${slug}\\?session=`));
  const sessions = await page.getByTestId('session').count();
  await expect(page.getByTestId('workshop-registration')).toHaveCount(sessions);

  await page.goto('/shows');
  const show = await page
    .getByTestId('activity-card')
    .first()
    .locator('.activity-card-link')
    .getAttribute('href');
  await page.goto(show ?? '/shows');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('workshop-registration')).toHaveCount(0);
});
