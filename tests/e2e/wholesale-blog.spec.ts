import { expect, test } from './support';

test.describe('wholesale', () => {
  test('an application is validated, submitted, confirmed and the form resets', async ({
    shopper,
  }) => {
    await shopper.goto('/wholesale');
    await expect(
      shopper.getByRole('heading', { level: 1, name: 'Join the Silk Road Wholesale Network' }),
    ).toBeVisible();
    await shopper.getByRole('button', { name: 'Submit Application' }).click();
    await expect(shopper.locator('[aria-invalid="true"]').first()).toBeVisible();

    await shopper.getByLabel(/^Name/).fill('Grace Hopper');
    await shopper.getByLabel(/^Email/).fill('grace@example.com');
    await shopper.getByLabel(/^Store name/).fill('Cobol Botanicals');
    await shopper.getByLabel(/^State/).selectOption('Colorado');
    await shopper.getByLabel(/^Message/).fill('We run two stores in Denver.');
    await shopper.getByRole('button', { name: 'Submit Application' }).click();
    const notifications = shopper.getByRole('region', { name: 'Notifications' });
    await expect(notifications.getByText('Application Submitted!')).toBeVisible({
      timeout: 10_000,
    });
    await expect(
      shopper.getByText(
        "We'll review your wholesale application and get back to you within 2-3 business days.",
      ),
    ).toBeVisible();
    await expect(shopper.getByLabel(/^Name/)).toHaveValue('');
    await expect(shopper.getByLabel(/^Store name/)).toHaveValue('');
  });
});

test.describe('blog', () => {
  test('filters posts and opens an article', async ({ shopper }) => {
    await shopper.goto('/blog');
    await expect(shopper.getByRole('heading', { level: 1, name: 'Learn & Explore' })).toBeVisible();
    await expect(shopper.getByRole('link', { name: /^Read More/ })).toHaveCount(4);
    await shopper.getByRole('radio', { name: 'Legal' }).click();
    await expect(shopper.getByRole('link', { name: /^Read More/ })).toHaveCount(1);
    await expect(shopper).toHaveURL(/category=legal/);
    await shopper.getByRole('link', { name: /^Read More/ }).click();
    await expect(shopper).toHaveURL(/\/blog\/\d+$/);
    const article = shopper.getByRole('article').first();
    await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(article.locator('time')).toBeVisible();
  });

  test('the newsletter box rejects a bad email inline and accepts a good one', async ({
    shopper,
  }) => {
    await shopper.goto('/blog');
    const email = shopper.getByRole('textbox', { name: /email/i }).last();
    await email.fill('nope');
    await shopper.getByRole('button', { name: 'Subscribe' }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await email.fill('reader@example.com');
    await shopper.getByRole('button', { name: 'Subscribe' }).click();
    await expect(shopper.getByText(/demo/i).first()).toBeVisible({ timeout: 10_000 });
  });
});
