// Renders ProductScreen (src/screens/ProductScreen.tsx) through the real routes, at the URL each story sets.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { darkOnly, phoneOnly } from '../../.storybook/modes';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectDrawerSays, expectStoredLine, screenAt } from '../support/screenStory';
import { SITE_ORIGIN } from '../../src/shell/PageMeta';

type Canvas = ReturnType<typeof within>;

const meta = {
  title: 'Screens/Product',
  ...screenAt({ path: '/product/4' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

import { wait } from '../support/timing';

/** Waits for the lazy screen, then returns the purchase area named by the product's h1. */
async function openProduct(canvas: Canvas, name: string) {
  await canvas.findByRole('heading', { level: 1, name }, wait);
  return within(canvas.getByRole('region', { name }));
}

/** The badges laid over the product's own artwork (related cards have their own). */
function artworkOf(canvas: Canvas, name: string) {
  return within(canvas.getByRole('img', { name }).parentElement as HTMLElement);
}

/** The schema.org Product the page hands to search engines (its breadcrumb list is another). */
function productJsonLd(): Record<string, unknown> {
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    const parsed: unknown = JSON.parse(script.textContent ?? 'null');
    if (typeof parsed === 'object' && parsed !== null && '@type' in parsed) {
      if (parsed['@type'] === 'Product') return parsed as Record<string, unknown>;
    }
  }
  throw new Error('No product JSON-LD');
}

/** The value a reader finds beside a term of a description list in `scope`. */
function valueOf(scope: Canvas, term: string): string {
  return scope.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

/** The certificate's own row for a cannabinoid, as the lab results table prints it. */
function certificateValue(canvas: Canvas, row: RegExp): string {
  const panel = within(canvas.getByRole('table', { name: 'Cannabinoid panel' }));
  const cells = within(panel.getByRole('row', { name: row })).getAllByRole('cell');
  return cells.at(-1)?.textContent ?? '';
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const buy = await openProduct(canvas, 'Gelato Pre-Roll Pack');
    await expect(document.title).toBe('Gelato Pre-Roll Pack · Silk Road');
    await expect(canvas.getByRole('img', { name: 'Gelato Pre-Roll Pack' })).toBeVisible();
    await expect(
      within(
        artworkOf(canvas, 'Gelato Pre-Roll Pack').getByRole('list', { name: 'Tags' }),
      ).getByText('Best Seller'),
    ).toBeVisible();
    await expect(buy.getByRole('link', { name: 'Pre-Rolls' })).toHaveAttribute(
      'href',
      '/shop?category=pre-rolls',
    );
    await expect(buy.getByText('$39.99', { selector: 'span' })).toBeVisible();
    await expect(buy.getByRole('heading', { level: 2, name: 'Description' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Suggested Use' })).toBeVisible();
    const ingredients = within(canvas.getByRole('region', { name: 'Ingredients' }));
    await expect(ingredients.getAllByRole('listitem')).toHaveLength(3);
    await expect(ingredients.getByText('Gelato hemp flower')).toBeVisible();
    await expect(buy.getByText(/flat \$10\.00 per order/)).toBeVisible();
    await expect(buy.getByRole('link', { name: 'Back to Shop' })).toHaveAttribute('href', '/shop');

    // Choose a size and a quantity: the price and total follow, and the cart gets both.
    await expect(buy.getByRole('radio', { name: '4 pack' })).toBeChecked();
    await expect(buy.getByRole('status', { name: 'Total' })).toHaveTextContent('$39.99');
    await userEvent.click(buy.getByRole('radio', { name: '8 pack' }));
    await expect(buy.getByRole('radio', { name: '8 pack' })).toBeChecked();
    await expect(buy.getByText('$71.99', { selector: 'span' })).toBeVisible();
    await expect(buy.queryByText('$39.99', { selector: 'span' })).not.toBeInTheDocument();
    await expect(buy.getByRole('status', { name: 'Total' })).toHaveTextContent('$71.99');
    await userEvent.click(
      buy.getByRole('button', { name: 'Increase quantity of Gelato Pre-Roll Pack' }),
    );
    await expect(buy.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    await expect(buy.getByRole('status', { name: 'Total' })).toHaveTextContent('$143.98');
    await userEvent.click(buy.getByRole('button', { name: /Add to Cart/ }));
    await expectDrawerSays('Gelato Pre-Roll Pack has been added to your cart.');
    await expect(canvas.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    // Stored a moment after it shows (under the cart's Web Lock).
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([
        expect.objectContaining({ id: 4, size: '8 pack', quantity: 2, price: 7199 }),
      ]),
    );

    // Up to four best sellers, never the product itself.
    const related = within(canvas.getByRole('region', { name: 'Related Products' }));
    await expect(related.getAllByRole('article')).toHaveLength(4);
    await expect(related.queryByRole('article', { name: 'Gelato Pre-Roll Pack' })).toBeNull();
    await expect(related.getByRole('article', { name: 'Lemon Haze Shatter' })).toBeVisible();

    const data = await waitFor(() => productJsonLd());
    await expect(data['@type']).toBe('Product');
    await expect(data.name).toBe('Gelato Pre-Roll Pack');
    // The catalogue facts, for search engines as for the shopper.
    await expect(data.additionalProperty).toEqual(
      expect.arrayContaining([
        { '@type': 'PropertyValue', name: 'Strain type', value: 'Hybrid' },
        { '@type': 'PropertyValue', name: 'Total THC', value: 22.8, unitText: '%' },
      ]),
    );
    await expect(data.sku).toBe('SR-4');
    // Absolute, on the site's public origin (the build setting VITE_SITE_ORIGIN).
    await expect(String(data.image)).toMatch(new RegExp(`^${SITE_ORIGIN}/`));
    // Three sizes: one aggregate offer from the 4 pack's price to the 10 pack's.
    await expect(data.offers).toEqual(
      expect.objectContaining({
        '@type': 'AggregateOffer',
        priceCurrency: 'USD',
        lowPrice: '39.99',
        highPrice: '87.99',
        offerCount: 3,
        availability: 'https://schema.org/InStock',
      }),
    );
  },
};

export const SaleProduct: Story = {
  parameters: { screen: { path: '/product/12' } },
  play: async ({ canvas }) => {
    const buy = await openProduct(canvas, 'Lifter Hemp Flower');
    const tags = artworkOf(canvas, 'Lifter Hemp Flower').getByRole('list', { name: 'Tags' });
    await expect(within(tags).getByText('Sale')).toBeVisible();
    // The sale price first, the regular one struck through; both named for screen readers.
    await expect(buy.getByText('$24.99', { selector: 'ins' })).toHaveTextContent(
      'Sale price $24.99',
    );
    await expect(buy.getByText('$29.99', { selector: 'del' })).toHaveTextContent(
      'Original price $29.99',
    );
    // Weights carry their ounce fraction.
    await expect(buy.getByRole('radio', { name: '1/8 oz (3.5g)' })).toBeChecked();
    await userEvent.click(buy.getByRole('radio', { name: '1/4 oz (7g)' }));
    // 7g has its own price, on sale by the same share: $53.99 for $44.99.
    await expect(buy.getByText('$44.99', { selector: 'ins' })).toHaveTextContent(
      'Sale price $44.99',
    );
    await expect(buy.getByText('$53.99', { selector: 'del' })).toHaveTextContent(
      'Original price $53.99',
    );
    await userEvent.click(
      buy.getByRole('button', { name: 'Increase quantity of Lifter Hemp Flower' }),
    );
    // The sale price is what a shopper pays.
    await expect(buy.getByRole('status', { name: 'Total' })).toHaveTextContent('$89.98');
    await expect(productJsonLd().offers).toEqual(
      expect.objectContaining({
        '@type': 'AggregateOffer',
        lowPrice: '24.99',
        highPrice: '44.99',
        offerCount: 2,
      }),
    );
    await userEvent.click(buy.getByRole('button', { name: /Add to Cart/ }));
    await expectDrawerSays('Lifter Hemp Flower has been added to your cart.');
    await expectStoredLine({ name: 'Lifter Hemp Flower', size: '7g', quantity: 2 });
  },
};

export const NoVariants: Story = {
  parameters: { screen: { path: '/product/16' } },
  play: async ({ canvas }) => {
    const buy = await openProduct(canvas, 'Gary Payton Reserve Ounce');
    // One size only: no size choice is offered.
    await expect(buy.queryByRole('radiogroup')).not.toBeInTheDocument();
    await expect(
      artworkOf(canvas, 'Gary Payton Reserve Ounce').queryByRole('list', { name: 'Tags' }),
    ).not.toBeInTheDocument();
    await expect(
      buy.getByRole('button', { name: 'Decrease quantity of Gary Payton Reserve Ounce' }),
    ).toBeDisabled();
    await expect(buy.getByRole('status', { name: 'Total' })).toHaveTextContent('$150.00');
    await expect(productJsonLd().offers).toEqual(
      expect.objectContaining({ '@type': 'Offer', priceCurrency: 'USD', price: '150.00' }),
    );
    await expect(productJsonLd().offers).not.toHaveProperty('lowPrice');
    await userEvent.click(buy.getByRole('button', { name: /Add to Cart/ }));
    await expectDrawerSays('Gary Payton Reserve Ounce has been added to your cart.');
    await expectStoredLine({ name: 'Gary Payton Reserve Ounce', size: 'Standard', quantity: 1 });
    await expect(canvas.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  },
};

export const ChoicesResetOnAnotherProduct: Story = {
  parameters: { screen: { path: '/product/20' } },
  play: async ({ canvas }) => {
    const buy = await openProduct(canvas, 'Lemon Haze Shatter');
    await userEvent.click(buy.getByRole('radio', { name: '2g' }));
    await userEvent.click(
      buy.getByRole('button', { name: 'Increase quantity of Lemon Haze Shatter' }),
    );
    await userEvent.click(
      buy.getByRole('button', { name: 'Increase quantity of Lemon Haze Shatter' }),
    );
    await expect(buy.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');

    const related = within(canvas.getByRole('region', { name: 'Related Products' }));
    await userEvent.click(related.getByRole('link', { name: 'Sunset Sherbet Live Resin Badder' }));
    const next = await openProduct(canvas, 'Sunset Sherbet Live Resin Badder');
    await expect(next.getByRole('radio', { name: '1g' })).toBeChecked();
    await expect(next.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
    await waitFor(() => expect(productJsonLd().name).toBe('Sunset Sherbet Live Resin Badder'));
    // One Product on the page: the one it moved to.
    await expect(
      [...document.querySelectorAll('script[type="application/ld+json"]')].filter((script) =>
        script.textContent?.includes('"@type":"Product"'),
      ),
    ).toHaveLength(1);
  },
};

/**
 * Flower: potency, effects and terpenes under the purchase area, the figures as its certificate
 * prints them further down the same page.
 */
export const FlowerFacts: Story = {
  parameters: { screen: { path: '/product/9' } },
  play: async ({ canvas }) => {
    await openProduct(canvas, 'Super Glue Hemp Flower');
    const potency = within(await canvas.findByRole('region', { name: 'Potency and dosage' }, wait));
    await expect(valueOf(potency, 'Total THC')).toBe('24.5%');
    await expect(valueOf(potency, 'CBD')).toBe('0.06%');
    await expect(valueOf(potency, 'Potency')).toMatch(/^High \(24% and up total THC/);
    await expect(potency.getByText(/^Start low, go slow/)).toBeVisible();
    // The same numbers as the certificate on this page.
    await expect(certificateValue(canvas, /^Total THC/)).toBe('24.5%');
    await expect(certificateValue(canvas, /^CBD/)).toBe('0.06%');
    const effects = within(canvas.getByRole('region', { name: 'Effects' }));
    await expect(effects.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Relaxed',
      'Calm',
      'Happy',
    ]);
    const terpenes = within(canvas.getByRole('region', { name: 'Terpenes' }));
    await expect(terpenes.getByText('Caryophyllene')).toBeVisible();
    // Related cards carry their own line (the cards' facts chunk, which may come after them).
    const related = within(canvas.getByRole('region', { name: 'Related Products' }));
    await expect(
      (await related.findAllByText(/^(Indica|Sativa|Hybrid|High-CBD) · /, {}, wait)).length,
    ).toBeGreaterThan(0);
  },
};

/** A gummy: mg per gummy and per pack, worked out from the certificate's percent. */
export const GummyFacts: Story = {
  parameters: { screen: { path: '/product/37' } },
  play: async ({ canvas }) => {
    await openProduct(canvas, 'Watermelon Hemp Gummies');
    const potency = within(await canvas.findByRole('region', { name: 'Potency and dosage' }, wait));
    await expect(valueOf(potency, 'THC per gummy')).toBe('10 mg');
    // Sold as 5ct and 10ct: the pack figures name the first size, whose count they are read from.
    await expect(valueOf(potency, 'THC per 5ct pack')).toBe('50 mg');
    await expect(valueOf(potency, 'Servings per 5ct pack')).toBe('5');
    await expect(potency.getByText(/total THC 0\.25% and CBD 0\.01% of a 4 g gummy/)).toBeVisible();
    await expect(certificateValue(canvas, /^Total THC/)).toBe('0.25%');
    await expect(certificateValue(canvas, /^CBD/)).toBe('0.01%');
    await expect(valueOf(potency, 'Onset')).toMatch(/^Typically 30 minutes to 2 hours/);
    // The health and legal notice still follows for gummies.
    await expect(
      canvas.getByRole('complementary', { name: 'Health and legal notice' }),
    ).toBeVisible();
    await expect(productJsonLd().additionalProperty).toEqual(
      expect.arrayContaining([
        { '@type': 'PropertyValue', name: 'THC per gummy', value: 10, unitText: 'mg' },
      ]),
    );
  },
};

/** A device carries no hemp: no potency, effects or terpenes; its lab results stay. */
export const DeviceNoFacts: Story = {
  parameters: { screen: { path: '/product/33' } },
  play: async ({ canvas }) => {
    await openProduct(canvas, '510 Thread Battery');
    await canvas.findByRole('heading', { level: 2, name: 'Lab Results' }, wait);
    await expect(canvas.queryByRole('region', { name: 'Potency and dosage' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Terpenes' })).toBeNull();
    await expect(productJsonLd()).not.toHaveProperty('additionalProperty');
  },
};

export const Unknown: Story = {
  parameters: { screen: { path: '/product/abc' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Product Not Found' }, wait);
    await expect(document.title).toBe('Product not found · Silk Road');
    await expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to Shop' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'All Products' }, wait),
    ).toBeVisible();
  },
};

export const NotAPlainNumber: Story = {
  parameters: { screen: { path: '/product/4.5' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Product Not Found' }, wait);
    await expect(canvas.getByRole('link', { name: 'Back to Shop' })).toHaveAttribute(
      'href',
      '/shop',
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { screen: { path: '/product/9' }, chromatic: phoneOnly },
  play: async ({ canvas }) => {
    const buy = await openProduct(canvas, 'Super Glue Hemp Flower');
    // Stacked: the artwork comes first, full width.
    const image = canvas.getByRole('img', { name: 'Super Glue Hemp Flower' });
    const title = canvas.getByRole('heading', { level: 1 });
    await expect(image.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      title.getBoundingClientRect().top,
    );
    await userEvent.click(buy.getByRole('radio', { name: '1/4 oz (7g)' }));
    await userEvent.click(buy.getByRole('button', { name: /Add to Cart/ }));
    await expectDrawerSays('Super Glue Hemp Flower has been added to your cart.');
    await expectStoredLine({ name: 'Super Glue Hemp Flower', size: '7g', quantity: 1 });
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  parameters: { chromatic: darkOnly },
  play: async ({ canvas }) => {
    const buy = await openProduct(canvas, 'Gelato Pre-Roll Pack');
    await waitFor(() => expect(document.documentElement.dataset.colorMode).toBe('dark'));
    await expect(buy.getByRole('button', { name: /Add to Cart/ })).toBeVisible();
    await expect(
      await canvas.findByRole('region', { name: 'Potency and dosage' }, wait),
    ).toBeVisible();
  },
};

/** The top bar's saved link; its name carries the count. */
const savedLink = (canvas: Canvas) =>
  within(canvas.getByRole('banner')).getByRole('link', { name: /^Saved,/ });

export const SaveToggle: Story = {
  play: async ({ canvas }) => {
    const buy = await openProduct(canvas, 'Gelato Pre-Roll Pack');
    const save = buy.getByRole('button', { name: 'Save Gelato Pre-Roll Pack' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await expect(savedLink(canvas)).toHaveAccessibleName('Saved, none');
    await userEvent.click(save);
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expect(savedLink(canvas)).toHaveAccessibleName('Saved, 1 product');
    await expect(JSON.parse(localStorage.getItem('saved-products') ?? 'null')).toEqual([4]);
    // A related card's heart saves that product, newest first.
    const related = within(canvas.getByRole('region', { name: 'Related Products' }));
    const other = related.getAllByRole('button', { name: /^Save / })[0] as HTMLElement;
    await userEvent.click(other);
    await expect(other).toHaveAttribute('aria-pressed', 'true');
    await expect(savedLink(canvas)).toHaveAccessibleName('Saved, 2 products');
    // Pressed again, the product page's own toggle takes it out.
    await userEvent.click(save);
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await expect(savedLink(canvas)).toHaveAccessibleName('Saved, 1 product');
  },
};

export const RecentlyViewedRow: Story = {
  // Viewed before, newest first: 9 Super Glue, 4 (this page), 42 Pomegranate gummies.
  parameters: { screen: { path: '/product/4', recentlyViewed: [9, 4, 42] } },
  play: async ({ canvas }) => {
    await openProduct(canvas, 'Gelato Pre-Roll Pack');
    const row = within(await canvas.findByRole('region', { name: 'Recently viewed' }, wait));
    // The page on screen is left out; the others keep their order.
    await expect(row.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Super Glue Hemp Flower',
      'Pomegranate Full-Spectrum Gummies',
    ]);
    // This view is recorded: it goes first for the next page.
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('recently-viewed') ?? 'null')).toEqual([4, 9, 42]),
    );
    await userEvent.click(row.getByRole('button', { name: 'Clear recently viewed' }));
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument(),
    );
    await expect(localStorage.getItem('recently-viewed')).toBe('[]');
    const toasts = within(screen.getByRole('region', { name: 'Notifications' }));
    await toasts.findByText('Recently viewed cleared', {}, wait);
  },
};

export const RecentlyViewedPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: {
    screen: { path: '/product/4', recentlyViewed: [9, 42, 12, 1, 33, 20, 22, 16] },
    chromatic: phoneOnly,
  },
  play: async ({ canvas }) => {
    await openProduct(canvas, 'Gelato Pre-Roll Pack');
    const region = await canvas.findByRole('region', { name: 'Recently viewed' }, wait);
    region.scrollIntoView();
    const row = within(region);
    // Eight stored, this page not among them: the seven newest after it are kept with it.
    await waitFor(() => expect(row.getAllByRole('link')).toHaveLength(7));
    await expect(row.queryByRole('link', { name: 'Gary Payton Reserve Ounce' })).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
