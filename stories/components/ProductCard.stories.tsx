import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { potencyLine, productFacts } from '../../src/catalogue/facts';
import { findProduct, products } from '../../src/catalogue/products';
import { variantSizes, type Product } from '../../src/catalogue/types';
import { ProductCard } from '../../src/components/ProductCard';
import { statesDrawn, forcedStates } from '../support/states';

function product(id: number): Product {
  const found = findProduct(id);
  if (!found) throw new Error(`No product ${id}`);
  return found;
}

const meta = {
  title: 'Components/Cards/ProductCard',
  component: ProductCard,
  tags: ['!autodocs', 'stable'],
  // 4: Gelato Pre-Roll Pack, Best Seller, 4/8/10 pack.
  args: { product: product(4), onAdd: fn(), saved: false, onToggleSave: fn() },
  argTypes: {
    // A product from the catalogue by name, not its whole record (image URLs and all).
    product: {
      control: { type: 'select', labels: Object.fromEntries(products.map((p) => [p.id, p.name])) },
      options: products.map((p) => p.id),
      mapping: Object.fromEntries(products.map((p) => [p.id, p])),
    },
    onAdd: { control: false },
    onToggleSave: { control: false },
    factsLine: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    const name = canvas.getByRole('link', { name: 'Gelato Pre-Roll Pack' });
    await expect(name).toHaveAttribute('href', '/product/4');
    // The image links to the same page but is not a second tab stop.
    const links = Array.from(canvasElement.querySelectorAll('a[href="/product/4"]'));
    await expect(links).toHaveLength(2);
    await expect(links.filter((link) => link.getAttribute('tabindex') !== '-1')).toHaveLength(1);
    await expect(canvas.getByText('Best Seller')).toBeVisible();
    // The price, and the total for one.
    await expect(canvas.getAllByText('$39.99')).toHaveLength(2);

    // The first size is chosen to start with.
    await expect(canvas.getByRole('radio', { name: '4 pack' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '8 pack' }));
    await userEvent.click(canvas.getByRole('button', { name: /^Increase quantity of / }));
    await expect(canvas.getByRole('status', { name: 'Total' })).toHaveTextContent('$143.98');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAdd).toHaveBeenCalledWith({ id: 4, size: '8 pack', quantity: 2 });
  },
};

export const NotSaved: Story = {
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole('button', { name: 'Save Gelato Pre-Roll Pack' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    // After the name in reading order, so the card is named before its toggle.
    const name = canvas.getByRole('link', { name: 'Gelato Pre-Roll Pack' });
    await expect(
      name.compareDocumentPosition(save) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await userEvent.click(save);
    await expect(args.onToggleSave).toHaveBeenCalledOnce();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole('button', { name: 'Save Gelato Pre-Roll Pack', pressed: true });
    await expect(save).toBeVisible();
    // The heart is filled when saved.
    await expect(save.querySelector('svg')).toHaveAttribute('fill', 'currentColor');
    await userEvent.click(save);
    await expect(args.onToggleSave).toHaveBeenCalledOnce();
  },
};

/** The card as a screen wires it: each press flips the pressed state. */
export const TogglingSave: Story = {
  render: function Toggling(args) {
    const [saved, setSaved] = useState(false);
    return (
      <ProductCard
        {...args}
        saved={saved}
        onToggleSave={() => {
          args.onToggleSave();
          setSaved((was) => !was);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole('button', { name: 'Save Gelato Pre-Roll Pack' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    // From the keyboard too.
    save.focus();
    await userEvent.keyboard(' ');
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onToggleSave).toHaveBeenCalledTimes(3);
  },
};

export const BiggerSize: Story = {
  play: async ({ canvas, args }) => {
    const total = canvas.getByRole('status', { name: 'Total' });
    await expect(canvas.getByText('$39.99', { selector: 'span' })).toBeVisible();
    await expect(total).toHaveTextContent('$39.99');

    // A bigger size costs more: the price and the total follow the choice.
    await userEvent.click(canvas.getByRole('radio', { name: '10 pack' }));
    await expect(canvas.getByText('$87.99', { selector: 'span' })).toBeVisible();
    await expect(canvas.queryByText('$39.99')).not.toBeInTheDocument();
    await expect(total).toHaveTextContent('$87.99');
    await userEvent.click(canvas.getByRole('button', { name: /^Increase quantity of / }));
    await expect(total).toHaveTextContent('$175.98');

    // Back to the smallest size: its price again, the quantity kept.
    await userEvent.click(canvas.getByRole('radio', { name: '4 pack' }));
    await expect(total).toHaveTextContent('$79.98');
    await userEvent.click(canvas.getByRole('radio', { name: '10 pack' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await expect(args.onAdd).toHaveBeenCalledWith({ id: 4, size: '10 pack', quantity: 2 });
  },
};

export const ImageAttributes: Story = {
  args: { imageLoading: 'eager' },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('width', '480');
    await expect(image).toHaveAttribute('height', '360');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('decoding', 'async');
  },
};

export const Sale: Story = {
  // 12: Lifter Hemp Flower, $29.99 on sale for $24.99, 3.5g/7g.
  args: { product: product(12) },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvasElement.querySelector('del')).toHaveTextContent('$29.99');
    await expect(canvasElement.querySelector('ins')).toHaveTextContent('$24.99');
    await expect(canvas.getByRole('radio', { name: '1/8 oz (3.5g)' })).toBeChecked();
    // The total is at the sale price.
    await userEvent.click(canvas.getByRole('button', { name: /^Increase quantity of / }));
    await expect(canvas.getByRole('status', { name: 'Total' })).toHaveTextContent('$49.98');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAdd).toHaveBeenCalledWith({ id: 12, size: '3.5g', quantity: 2 });

    // 7g is on sale by the same share: $53.99 for $44.99.
    await userEvent.click(canvas.getByRole('radio', { name: '1/4 oz (7g)' }));
    await expect(canvasElement.querySelector('del')).toHaveTextContent('$53.99');
    await expect(canvasElement.querySelector('ins')).toHaveTextContent('$44.99');
    await expect(canvas.getByRole('status', { name: 'Total' })).toHaveTextContent('$89.98');
  },
};

export const NoVariants: Story = {
  // 5: Dog Walker Minis 10-Pack, one size, on sale.
  args: { product: product(5) },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.getByRole('status', { name: 'Total' })).toHaveTextContent('$24.99');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAdd).toHaveBeenCalledWith({ id: 5, size: 'Standard', quantity: 1 });
  },
};

export const ManyVariants: Story = {
  args: {
    product: {
      ...product(14),
      variants: variantSizes,
      // Only sizes with a price are offered, so every one gets one here.
      variantPrices: Object.fromEntries(variantSizes.map((size, index) => [size, 2000 + index])),
      tags: ['Best Seller', 'New', 'Sale'],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(variantSizes.length);
    const card = canvasElement.querySelector('article');
    await expect(card?.scrollWidth).toBeLessThanOrEqual(card?.clientWidth ?? 0);
  },
};

export const LongName: Story = {
  args: {
    product: {
      ...product(42),
      name: 'Pomegranate Full-Spectrum Nano-Emulsified Sleep & Recovery Gummies, Extra-Strength Family Size',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: /Extra-Strength Family Size/ })).toBeVisible();
    const card = canvasElement.querySelector('article');
    await expect(card?.scrollWidth).toBeLessThanOrEqual(card?.clientWidth ?? 0);
  },
};

export const MaxQuantity: Story = {
  // 47: Lavender CBD Bath Soak, $19.99, one size.
  args: { product: product(47) },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(field);
    await userEvent.type(field, '99{Enter}');
    await expect(canvas.getByRole('button', { name: /^Increase quantity of / })).toBeDisabled();
    await expect(canvas.getByRole('status', { name: 'Total' })).toHaveTextContent('$1,979.01');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAdd).toHaveBeenCalledWith({ id: 47, size: 'Standard', quantity: 99 });
  },
};

export const HeadingLevel2: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Gelato Pre-Roll Pack' }),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  args: { product: product(12) },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add to Cart' });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Dark: Story = { args: { product: product(12) }, globals: { theme: 'dark' } };

/** The line a screen gives from the catalogue facts (src/catalogue/facts.ts). */
function factsLineOf(id: number): string | undefined {
  const item = product(id);
  const facts = productFacts(id, item.category);
  return facts ? potencyLine(facts) : undefined;
}

/** Strain type and potency under the name, as text: what a shopper compares cards by. */
export const WithFacts: Story = {
  args: { factsLine: factsLineOf(4) },
  play: async ({ canvas }) => {
    const line = canvas.getByText('Hybrid · THC 22.8%');
    await expect(line).toBeVisible();
    // Read after the name, before the price.
    const name = canvas.getByRole('heading', { name: 'Gelato Pre-Roll Pack' });
    await expect(
      name.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await expect(
      line.compareDocumentPosition(canvas.getByText('$39.99', { selector: 'span' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};

/** An edible says its strength per serving. */
export const GummyFacts: Story = {
  // 37: a Hybrid gummy, 10 mg THC each.
  args: { product: product(37), factsLine: factsLineOf(37) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hybrid · THC 10 mg per gummy')).toBeVisible();
  },
};

/** A device carries no hemp: no line, and no gap where it would be. */
export const DeviceNoFacts: Story = {
  // 33: a device; the screen's facts line renders nothing for it.
  args: { product: product(33), factsLine: factsLineOf(33) ?? '' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.queryByText(/THC|CBD/)).toBeNull();
    const empty = canvasElement.querySelector('article p:empty');
    await expect(empty).not.toBeNull();
    await expect(empty && getComputedStyle(empty).display).toBe('none');
  },
};

/**
 * Pointer over the card: its artwork and name, the links to the product page, show it (forced by
 * the pseudo-states addon).
 */
export const Hovered: Story = {
  ...forcedStates({ rootSelector: 'body', hover: ['a'] }),
  play: async ({ canvas, canvasElement, id }) => {
    await statesDrawn(id, canvasElement);
    const name = canvas.getByRole('link', { name: 'Gelato Pre-Roll Pack' });
    await expect(getComputedStyle(name).textDecorationLine).toBe('underline');
  },
};

/** Keyboard focus on Add to Cart and on the product's name, forced by the pseudo-states addon. */
export const KeyboardFocus: Story = {
  ...forcedStates({ rootSelector: 'body', focusVisible: ['h3 a', 'button[aria-describedby]'] }),
  play: async ({ canvas, canvasElement, id }) => {
    await statesDrawn(id, canvasElement);
    const name = canvas.getByRole('link', { name: 'Gelato Pre-Roll Pack' });
    await expect(getComputedStyle(name).outlineStyle).toBe('solid');
  },
};
