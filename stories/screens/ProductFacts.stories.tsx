// The product page's sections from their own chunk (src/screens/ProductFacts.tsx), on their own:
// on the page they hydrate after the rest (docs/architecture.md "Sections that hydrate later").
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  ProductLabResults,
  ProductProfileSection,
  ProductUse,
  type ProductFactsProps,
} from '../../src/screens/ProductFacts';

/** The sections in the order the product page shows them. */
function ProductFacts(props: ProductFactsProps) {
  return (
    <div style={{ display: 'grid', gap: '2rem' }}>
      <ProductUse {...props} />
      <ProductProfileSection {...props} />
      <ProductLabResults {...props} />
    </div>
  );
}

type Canvas = ReturnType<typeof within>;

/** The value a reader finds beside a term of a description list. */
function valueOf(scope: Canvas, term: string): string {
  return scope.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

/** The certificate's own figure for a row of its cannabinoid panel. */
function certificateValue(canvas: Canvas, row: RegExp): string {
  const panel = within(canvas.getByRole('table', { name: 'Cannabinoid panel' }));
  return (
    within(panel.getByRole('row', { name: row }))
      .getAllByRole('cell')
      .at(-1)?.textContent ?? ''
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
    // Potency as the certificate below prints it; the Gelato batch: 22.8% total THC.
    const potency = within(canvas.getByRole('region', { name: 'Potency and dosage' }));
    await expect(valueOf(potency, 'Total THC')).toBe(certificateValue(canvas, /^Total THC/));
    await expect(valueOf(potency, 'Total THC')).toBe('22.8%');
    await expect(valueOf(potency, 'CBD')).toBe(certificateValue(canvas, /^CBD/));
    await expect(canvas.getByRole('region', { name: 'Effects' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Terpenes' })).toBeVisible();
  },
};

/** A gummy: mg per serving and per pack, from the percent its certificate prints. */
export const Gummy: Story = {
  // 37: Watermelon Hemp Gummies.
  args: { productId: 37, category: 'Gummies' },
  play: async ({ canvas }) => {
    const potency = within(canvas.getByRole('region', { name: 'Potency and dosage' }));
    await expect(valueOf(potency, 'THC per gummy')).toBe('10 mg');
    await expect(valueOf(potency, 'CBD per 5ct pack')).toBe('2 mg');
    const thc = certificateValue(canvas, /^Total THC/);
    await expect(thc).toBe('0.25%');
    await expect(
      potency.getByText(new RegExp(`total THC ${thc.replace('.', '\\.')} and CBD`)),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Terpenes' })).toBeNull();
  },
};

/** A device: the hardware batch is screened for heavy metals only. */
export const Device: Story = {
  args: { productId: 33, category: 'Disposables & Devices' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ingredients' })).toBeVisible();
    await expect(canvas.getByText('Heavy metals')).toBeVisible();
    await expect(canvas.queryByText('Pesticides')).toBeNull();
    // No hemp in it: no potency, effects or terpenes.
    await expect(canvas.queryByRole('heading', { name: 'Potency and dosage' })).toBeNull();
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
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Potency and dosage' }),
    ).toBeVisible();
  },
};
