import { expect, test } from './support';

test.use({ viewport: { width: 375, height: 812 } });

test('the menu at 375px opens, closes on a choice, and returns focus on Escape', async ({
  shopper,
}) => {
  await shopper.goto('/');
  const menu = shopper.getByRole('button', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(shopper.getByRole('banner').getByRole('link', { name: 'Wholesale' })).toBeHidden();
  await menu.click();
  const mainMenu = shopper.getByRole('dialog', { name: 'Main menu' });
  await mainMenu.getByRole('link', { name: 'Wholesale' }).click();
  await expect(shopper).toHaveURL('/wholesale');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  await menu.click();
  await expect(mainMenu.getByRole('link', { name: 'Shop' })).toBeVisible();
  await shopper.keyboard.press('Escape');
  await expect(menu).toBeFocused();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  // Nothing is wider than the phone.
  const overflow = await shopper.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the menu still opens with its links when its code cannot load', async ({
  shopper,
  problems,
}) => {
  await shopper.route(/\/assets\/MobileMenu-[\w-]+\.js$/, (route) =>
    route.abort('internetdisconnected'),
  );
  await shopper.goto('/');
  const menu = shopper.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const mainMenu = shopper.getByRole('group', { name: 'Main menu' });
  await mainMenu.getByRole('link', { name: 'Learn' }).click();
  await expect(shopper).toHaveURL('/blog');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(mainMenu).toHaveCount(0);
  // The page did not crash: the blog is there.
  await expect(shopper.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems.pageErrors).toEqual([]);
});
