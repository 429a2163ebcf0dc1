// Renders ShopScreen (src/screens/ShopScreen.tsx) through the real routes, at the URL each story sets.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneOnly } from '../../.storybook/modes';
import { viewportSize } from '../../.storybook/viewports';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  darkScreen,
  expectDarkApplied,
  expectDrawerSays,
  expectStoredLine,
  screenAt,
  type ScreenParameters,
} from '../support/screenStory';

type Canvas = ReturnType<typeof within>;

const meta = {
  title: 'Screens/Shop',
  ...screenAt(
    { path: '/shop' },
    {
      docs: {
        description: {
          component:
            "The shop's filters, chips, search, sort and no-result way out are ShopRefine (src/screens/ShopRefine.tsx), a chunk that hydrates after the grid: every story here renders them through the real routes.",
        },
      },
    },
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

import { wait } from '../support/timing';

/**
 * The screen is a lazy chunk, and its filters, search and sort another (ShopRefine): a shopper
 * waits for both before using them, and so does every play.
 */
async function openShop(canvas: Canvas) {
  await canvas.findByRole('heading', { level: 1, name: 'All Products' }, wait);
  await canvas.findByRole('radio', { name: 'All Products' }, wait);
}

/** '48 Products', '7 Products in Gummies': a polite status, so screen readers hear each change. */
async function expectCount(canvas: Canvas, label: string) {
  await waitFor(() => {
    const badge = canvas.getByText(/^\d+ Products?( in .+)?$/);
    expect(badge).toHaveAttribute('role', 'status');
    expect(badge.textContent).toBe(label);
  });
}
const productList = (canvas: Canvas) => canvas.getByRole('list', { name: 'Products' });
const cards = (canvas: Canvas) => within(productList(canvas)).getAllByRole('article');
const searchBox = (canvas: Canvas) => canvas.getByRole('searchbox', { name: 'Search products' });
const sortSelect = (canvas: Canvas) => canvas.getByRole('combobox', { name: 'Sort by' });

export const AllProducts: Story = {
  play: async ({ canvas }) => {
    await openShop(canvas);
    await expectCount(canvas, '48 Products');
    await expect(cards(canvas)).toHaveLength(48);
    await expect(canvas.getByRole('radio', { name: 'All Products' })).toBeChecked();
    // Featured: best sellers first.
    await expect(cards(canvas)[0]).toHaveAccessibleName('Blue Dream Pre-Roll 5-Pack');
    // Each card says its strain type and potency as text (a chunk of their own, which may come
    // after the grid); devices say none.
    await expect(
      await within(cards(canvas)[0] as HTMLElement).findByText('Sativa · THC 19%', {}, wait),
    ).toBeVisible();
    await expect(canvas.getAllByText(/^(Indica|Sativa|Hybrid|High-CBD) · /)).toHaveLength(45);
    // The banner follows the one shipping rule; nothing promises free shipping.
    await expect(canvas.getByText(/Flat \$10\.00 shipping/)).toBeVisible();
    await expect(canvas.queryByText(/free shipping/i)).not.toBeInTheDocument();

    // The first card adds to the cart and says so.
    const first = within(cards(canvas)[0] as HTMLElement);
    await userEvent.click(first.getByRole('button', { name: /^Increase quantity of / }));
    await userEvent.click(first.getByRole('button', { name: /Add to Cart/ }));
    await expectDrawerSays('Blue Dream Pre-Roll 5-Pack has been added to your cart.');
    await expectStoredLine({ name: 'Blue Dream Pre-Roll 5-Pack', size: 'Standard', quantity: 2 });
    await expect(canvas.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  },
};

export const FilterByCategory: Story = {
  play: async ({ canvas }) => {
    await openShop(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: 'Flower' }));
    await expectCount(canvas, '8 Products in Flower');
    await expect(cards(canvas)).toHaveLength(8);
    for (const card of cards(canvas)) {
      await expect(within(card).getByText('Flower')).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('radio', { name: 'Wellness & Botanicals' }));
    await expectCount(canvas, '5 Products in Wellness & Botanicals');
    await userEvent.click(canvas.getByRole('radio', { name: 'All Products' }));
    await expectCount(canvas, '48 Products');
  },
};

export const FilteredByUrl: Story = {
  parameters: { screen: { path: '/shop?category=gummies' } },
  play: async ({ canvas }) => {
    await openShop(canvas);
    await expect(canvas.getByRole('radio', { name: 'Gummies' })).toBeChecked();
    await expectCount(canvas, '7 Products in Gummies');
    await expect(cards(canvas)).toHaveLength(7);
    await expect(cards(canvas)[0]).toHaveAccessibleName('Strawberry Lemonade Gummies');
    await expect(document.title).toBe('Gummies · Shop · Silk Road');
  },
};

export const UnknownParameters: Story = {
  parameters: { screen: { path: '/shop?category=bath-bombs&sort=cheapest&colour=red' } },
  play: async ({ canvas }) => {
    await openShop(canvas);
    await expectCount(canvas, '48 Products');
    await expect(canvas.getByRole('radio', { name: 'All Products' })).toBeChecked();
    await expect(sortSelect(canvas)).toHaveDisplayValue('Featured');
  },
};

export const Search: Story = {
  play: async ({ canvas }) => {
    await openShop(canvas);
    await userEvent.type(searchBox(canvas), 'gelato ');
    // The box keeps the trailing space as typed; the results use the trimmed word.
    await expect(searchBox(canvas)).toHaveValue('gelato ');
    await expectCount(canvas, '5 Products');
    await userEvent.type(searchBox(canvas), 'rosin');
    await expectCount(canvas, '1 Product');
    await expect(cards(canvas)[0]).toHaveAccessibleName('Gelato Live Rosin Cartridge');
  },
};

export const SearchWithNoMatch: Story = {
  parameters: { screen: { path: '/shop?category=gummies' } },
  play: async ({ canvas }) => {
    await openShop(canvas);
    await userEvent.type(searchBox(canvas), 'unicorn');
    await expectCount(canvas, '0 Products in Gummies');
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'No products match “unicorn” in Gummies' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    // The box follows the URL, which the router updates in a transition after the press.
    await waitFor(() => expect(searchBox(canvas)).toHaveValue(''));
    await expect(searchBox(canvas)).toHaveFocus();
    // Clearing the search keeps the category.
    await expectCount(canvas, '7 Products in Gummies');
  },
};

export const Sorted: Story = {
  parameters: { screen: { path: '/shop?sort=price-asc' } },
  play: async ({ canvas }) => {
    await openShop(canvas);
    await expect(sortSelect(canvas)).toHaveDisplayValue('Price: Low to High');
    await expect(cards(canvas)[0]).toHaveAccessibleName('Sour Diesel Pre-Roll');
    await expect(
      within(cards(canvas)[0] as HTMLElement).getByText('$10.00', { selector: 'span' }),
    ).toBeVisible();

    await userEvent.selectOptions(sortSelect(canvas), 'Price: High to Low');
    await waitFor(() => expect(cards(canvas)[0]).toHaveAccessibleName('Gary Payton Reserve Ounce'));

    await userEvent.selectOptions(sortSelect(canvas), 'Name');
    await waitFor(() => expect(cards(canvas)[0]).toHaveAccessibleName('510 Thread Battery'));
    await expect(cards(canvas)[1]).toHaveAccessibleName('Blood Orange Evening Gummies');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { chromatic: phoneOnly },
  play: async ({ canvas }) => {
    await openShop(canvas);
    // The top bar has folded its links into the menu.
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Cartridges' }));
    await expectCount(canvas, '7 Products in Cartridges');
    // One card per row on a phone (asked of the grid as it now stands: the filter re-renders it).
    await waitFor(() =>
      expect((cards(canvas)[0] as HTMLElement).getBoundingClientRect().width).toBeGreaterThan(300),
    );
    const first = cards(canvas)[0] as HTMLElement;
    await userEvent.click(within(first).getByRole('radio', { name: '1g' }));
    await userEvent.click(within(first).getByRole('button', { name: /Add to Cart/ }));
    await expectDrawerSays('Sour Tangie Live Resin Cartridge has been added to your cart.');
    await expectStoredLine({ name: 'Sour Tangie Live Resin Cartridge', size: '1g', quantity: 1 });
    await expect(canvas.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  },
};

export const Dark: Story = {
  ...darkScreen,
  play: async ({ canvas }) => {
    await openShop(canvas);
    await expectDarkApplied();
    await expectCount(canvas, '48 Products');
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
  },
};

export const SaveFromTheShop: Story = {
  parameters: { screen: { path: '/shop?category=gummies' } },
  play: async ({ canvas }) => {
    await openShop(canvas);
    // The top bar's link (the shop's own header is a banner to the test library too).
    const savedLink = canvas.getByRole('link', { name: /^Saved,/ });
    await expect(savedLink).toHaveAccessibleName('Saved, none');
    const save = canvas.getByRole('button', { name: 'Save Pomegranate Full-Spectrum Gummies' });
    await userEvent.click(save);
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expect(savedLink).toHaveAccessibleName('Saved, 1 product');
    await userEvent.click(savedLink);
    await canvas.findByRole('heading', { level: 1, name: 'Saved Products' }, wait);
    await expect(
      await canvas.findByRole('article', { name: 'Pomegranate Full-Spectrum Gummies' }, wait),
    ).toBeVisible();
  },
};

export const RecentlyViewedBelowTheGrid: Story = {
  parameters: {
    screen: { path: '/shop?category=gummies', recentlyViewed: [4, 9, 42] },
  },
  play: async ({ canvas }) => {
    await openShop(canvas);
    const region = await canvas.findByRole('region', { name: 'Recently viewed' }, wait);
    // Under the products, so its arrival moves nothing a shopper is looking at.
    await expect(region.getBoundingClientRect().top).toBeGreaterThan(
      productList(canvas).getBoundingClientRect().bottom,
    );
    await expect(
      within(region)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Gelato Pre-Roll Pack',
      'Super Glue Hemp Flower',
      'Pomegranate Full-Spectrum Gummies',
    ]);
  },
};

// Facets (docs/behaviour.md "Shop filter, search and sort live in the URL").
const facetBox = (canvas: Canvas, name: string) => canvas.getByRole('checkbox', { name });
const chipGroup = (canvas: Canvas) => canvas.getByRole('group', { name: 'Filters on' });
const twoFacets = {
  screen: { path: '/shop?effect=relaxed&potency=high' } satisfies ScreenParameters,
};

/** Relaxed and High potency on, from the URL: five products, two chips. */
async function expectTwoFacets(canvas: Canvas) {
  await openShop(canvas);
  await expectCount(canvas, '5 Products');
  await expect(cards(canvas)).toHaveLength(5);
  await expect(
    within(chipGroup(canvas))
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent),
  ).toEqual(['Remove Relaxed', 'Remove High potency', 'Clear all']);
}

export const FilterByFacets: Story = {
  play: async ({ canvas }) => {
    await openShop(canvas);
    await expect(canvas.getByRole('group', { name: 'Effects' })).toBeVisible();
    await expect(facetBox(canvas, 'Relaxed')).toHaveAccessibleDescription('26 products');
    await userEvent.click(facetBox(canvas, 'Relaxed'));
    await expectCount(canvas, '26 Products');
    // Counted with Relaxed kept: no Sativa is described as relaxed.
    await waitFor(() => expect(facetBox(canvas, 'Sativa')).toBeDisabled());
    await userEvent.click(facetBox(canvas, 'High'));
    await expectCount(canvas, '5 Products');
    // Several effects give any of them.
    await userEvent.click(facetBox(canvas, 'Energetic'));
    await expectCount(canvas, '7 Products');
    await userEvent.click(within(chipGroup(canvas)).getByRole('button', { name: 'Clear all' }));
    await expectCount(canvas, '48 Products');
    await expect(canvas.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
  },
};

export const TwoFacetsOn: Story = {
  parameters: twoFacets,
  play: async ({ canvas }) => {
    await expectTwoFacets(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove High potency' }));
    await expectCount(canvas, '26 Products');
  },
};

/** Chips taken off by keyboard: focus goes to the chip before, then to the page's heading. */
export const ChipsRemovedByKeyboard: Story = {
  tags: ['no-visual'],
  parameters: twoFacets,
  play: async ({ canvas }) => {
    await expectTwoFacets(canvas);
    canvas.getByRole('button', { name: 'Remove High potency' }).focus();
    await userEvent.keyboard('{Enter}');
    await expectCount(canvas, '26 Products');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Remove Relaxed' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expectCount(canvas, '48 Products');
    await expect(canvas.queryByRole('group', { name: 'Filters on' })).toBeNull();
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'All Products' })).toHaveFocus(),
    );
  },
};

export const TwoFacetsOnDark: Story = {
  ...darkScreen,
  parameters: { ...twoFacets, ...darkScreen.parameters },
  play: async ({ canvas }) => {
    await expectDarkApplied();
    await expectTwoFacets(canvas);
  },
};

export const TwoFacetsOnPhoneDark: Story = {
  ...darkScreen,
  globals: { theme: 'dark', viewport: { value: 'phone' } },
  parameters: {
    ...twoFacets,
    chromatic: {
      modes: {
        'light desktop': { disable: true },
        'light phone': { disable: true },
        'dark phone': { theme: 'dark', viewport: viewportSize('phone') },
      },
    },
  },
  play: async ({ canvas }) => {
    await expectDarkApplied();
    await expectTwoFacets(canvas);
    await expect(canvas.getByRole('button', { name: /^Filters/ })).toHaveTextContent('Filters (2)');
  },
};

export const PhoneFilterSheet: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { chromatic: phoneOnly, screen: { path: '/shop?type=indica' } },
  play: async ({ canvas }) => {
    await openShop(canvas);
    await userEvent.click(canvas.getByRole('button', { name: /^Filters/ }));
    const sheet = await screen.findByRole('dialog', { name: /^Filters/ }, wait);
    await userEvent.click(within(sheet).getByRole('checkbox', { name: 'Sleepy' }));
    await waitFor(() =>
      expect(within(sheet).getByRole('heading', { level: 2 })).toHaveTextContent('Filters (2 on)'),
    );
    await expect(within(sheet).getByRole('button', { name: 'Show 5 products' })).toBeVisible();
  },
};

export const NoResults: Story = {
  parameters: { screen: { path: '/shop?effect=sleepy&type=sativa' } },
  play: async ({ canvas }) => {
    await openShop(canvas);
    await expectCount(canvas, '0 Products');
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'No products match these filters' }),
    ).toBeVisible();
    // A ticked value at zero can still be taken off.
    await expect(facetBox(canvas, 'Sleepy')).toBeEnabled();
    const wayOut = canvas
      .getAllByRole('button', { name: 'Remove Sativa' })
      .find((button) => button.textContent === 'Remove Sativa');
    await userEvent.click(wayOut as HTMLElement);
    await expectCount(canvas, '6 Products');
  },
};

/**
 * A catalogue larger than a page (docs/behaviour.md "Shop pages"). The real 48 fit on one, so the
 * story shows 4 a page: "Show more" adds the next page below and moves focus to its first
 * product.
 */
export const MorePages: Story = {
  parameters: { screen: { path: '/shop', shopPageSize: 4 } },
  play: async ({ canvas }) => {
    await openShop(canvas);
    await expectCount(canvas, '48 Products');
    await expect(cards(canvas)).toHaveLength(4);
    const more = canvas.getByRole('navigation', { name: 'More products' });
    await expect(within(more).getByText('Showing 4 of 48 products')).toBeVisible();
    const showMore = within(more).getByRole('link', { name: 'Show 4 more products' });
    await expect(showMore).toHaveAttribute('href', '/shop?page=2');

    await userEvent.click(showMore);
    await waitFor(() => expect(cards(canvas)).toHaveLength(8));
    const fifth = cards(canvas)[4] as HTMLElement;
    await waitFor(() =>
      expect(within(fifth).getByRole('heading', { level: 2 }).querySelector('a')).toHaveFocus(),
    );
    await expect(within(more).getByText('Showing 8 of 48 products')).toBeVisible();
    await expect(within(more).getByRole('link', { name: 'Show 4 more products' })).toHaveAttribute(
      'href',
      '/shop?page=3',
    );
  },
};

/**
 * Pages kept in the URL, with a filter: another filter, search or sort gives other products, so
 * it starts again from their first page.
 */
export const MorePagesThenFilter: Story = {
  tags: ['no-visual'],
  parameters: { screen: { path: '/shop?sort=name&page=3', shopPageSize: 4 } },
  play: async ({ canvas }) => {
    await openShop(canvas);
    await expect(cards(canvas)).toHaveLength(12);
    await expect(cards(canvas)[0]).toHaveAccessibleName('510 Thread Battery');
    await expect(canvas.getByText('Showing 12 of 48 products')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Flower' }));
    await expectCount(canvas, '8 Products in Flower');
    await expect(cards(canvas)).toHaveLength(4);
    await expect(canvas.getByText('Showing 4 of 8 products')).toBeVisible();
    await expect(sortSelect(canvas)).toHaveDisplayValue('Name');
  },
};
