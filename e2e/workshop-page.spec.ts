import { expect, test } from './fixtures';

/**
 * Registration one click away [issue 28]: during earlybird (the demo's phase) each workshop page
 * offers "Rank this workshop" for its sessions, opening it in the registration wizard; shows offer
 * nothing of the kind. Other phases: workshop-registration.test.tsx.
 */
test('a workshop page offers "Rank this workshop" in earlybird; a show page does not [issue 28]', async ({
  page,
}) => {
  await page.goto('/workshops');
  const href = await page
    .getByTestId('activity-card')
    .first()
    .locator('.activity-card-link')
    .getAttribute('href');
  await page.goto(href ?? '/workshops');
  const rank = page.getByTestId('workshop-registration').first();
  await expect(rank).toHaveText('Rank this workshop');
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
