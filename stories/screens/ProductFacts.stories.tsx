// The product page's sections from their own chunk (src/screens/ProductFacts.tsx), on their own:
// on the page they hydrate after the rest (docs/architecture.md "Sections that hydrate later").
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  ProductLabResults,
  ProductUse,
  type ProductFactsProps,
} from '../../src/screens/ProductFacts';

/** Both sections in the order the product page shows them. */
function ProductFacts(props: ProductFactsProps) {
  return (
    <div style={{ display: 'grid', gap: '2rem' }}>
      <ProductUse {...props} />
      <ProductLabResults {...props} />
    </div>
  );
}

const meta = {
  title: 'Screens/Product/Facts',
  component: ProductFacts,
  args: { productId: 4, category: 'Pre-Rolls' },
} satisfies Meta<typeof ProductFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pre-roll pack: its own suggested use, its ingredients, and a flower batch's certificate. */
export const PreRollPack: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Suggested Use' })).toBeVisible();
    const ingredients = within(canvas.getByRole('region', { name: 'Ingredients' }));
    await expect(ingredients.getAllByRole('listitem')).toHaveLength(3);
    await expect(ingredients.getByText('Gelato hemp flower')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Cannabinoid panel' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View printable certificate' })).toHaveAttribute(
      'href',
      '/lab-results/4',
    );
  },
};

/** A device: the hardware batch is screened for heavy metals only. */
export const Device: Story = {
  args: { productId: 33, category: 'Disposables & Devices' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ingredients' })).toBeVisible();
    await expect(canvas.getByText('Heavy metals')).toBeVisible();
    await expect(canvas.queryByText('Pesticides')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'View printable certificate' })).toHaveAttribute(
      'href',
      '/lab-results/33',
    );
  },
};

/** An id the catalogue does not have: neither section renders anything. */
export const UnknownProduct: Story = {
  args: { productId: 999 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('h2, table')).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Cannabinoid panel' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Suggested Use' })).toBeVisible();
  },
};
