import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StickyAddBar } from '../../src/components/StickyAddBar';

/**
 * Price and Add to Cart at the bottom of a phone's screen, once the product page's own button has
 * scrolled out of view (src/screens/ProductScreen.tsx). Hidden from 768 px up.
 */
const meta = {
  title: 'Components/Shell/StickyAddBar',
  component: StickyAddBar,
  tags: ['!autodocs', 'stable'],
  args: { shown: true, name: 'Gelato Pre-Roll Pack', price: 3999, onAdd: fn() },
  globals: { viewport: { value: 'phone' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StickyAddBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  play: async ({ canvas, args }) => {
    const bar = canvas.getByRole('region', { name: 'Buy Gelato Pre-Roll Pack' });
    await expect(within(bar).getByText('$39.99')).toBeVisible();
    // While it shows, focus scrolled to stays clear of it (set by an effect, which React runs
    // after the paint: the published Storybook's play can start before it). The page's own
    // room below its content is checked in the app (tests/e2e/cart-drawer.spec.ts): Storybook's
    // fullscreen layout sets the body's padding itself.
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-sticky-add'));
    await waitFor(() =>
      expect(getComputedStyle(document.documentElement).scrollPaddingBottom).toBe(
        `${bar.offsetHeight}px`,
      ),
    );
    await userEvent.click(within(bar).getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

export const OnSale: Story = {
  args: { price: 3999, salePrice: 2999 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$29.99')).toBeVisible();
    await expect(canvas.getByText('$39.99')).toBeVisible();
  },
};

export const LongName: Story = {
  args: { name: 'Extra Long Limited Edition Small Batch Full Spectrum Wellness Tincture Bundle' },
  play: async ({ canvas }) => {
    // The name gives way (one line, cut short); price and button stay whole.
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expect(canvas.getByText('$39.99')).toBeVisible();
  },
};

/** Not shown (the page's own button is in view): nothing drawn, no room kept. */
export const Hidden: Story = {
  args: { shown: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(document.documentElement).not.toHaveAttribute('data-sticky-add');
  },
};

/** From 768 px up the page's own button is always near: the bar is not drawn. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  },
};
