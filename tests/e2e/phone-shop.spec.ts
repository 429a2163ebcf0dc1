import { expect, test } from './support';

// docs/behaviour.md "Phone-first shop". At 375 × 740 the first product's name shows without
// scrolling.
test.use({ viewport: { width: 375, height: 740 } });

test('the phone shop shows the first product on the first screen; chips scroll in one row', async ({
  shopper,
}) => {
  await shopper.goto('/shop');
  const firstName = shopper.getByRole('list', { name: 'Products' }).getByRole('heading').first();
  await expect(firstName).toBeInViewport({ ratio: 1 });
  expect(await shopper.evaluate(() => window.scrollY)).toBe(0);

  const categories = shopper.getByRole('radiogroup', { name: 'Category' });
  const gummies = categories.getByRole('radio', { name: 'Gummies' });
  await expect(gummies).not.toBeInViewport();
  await categories.getByRole('radio', { name: 'All Products' }).focus();
  await shopper.keyboard.press('ArrowLeft');
  await expect(categories.getByRole('radio', { name: 'Wellness & Botanicals' })).toBeChecked();
  await expect(shopper).toHaveURL(/category=wellness-botanicals/);
  await expect(categories.getByRole('radio', { name: 'Wellness & Botanicals' })).toBeInViewport();
});

test('a deep link to a category scrolls its chip into view', async ({ shopper }) => {
  await shopper.goto('/shop?category=gummies');
  const categories = shopper.getByRole('radiogroup', { name: 'Category' });
  await expect(categories.getByRole('radio', { name: 'Gummies' })).toBeInViewport({ ratio: 1 });
});
