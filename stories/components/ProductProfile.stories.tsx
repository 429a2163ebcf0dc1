import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { productFacts } from '../../src/catalogue/facts';
import { productBatch } from '../../src/catalogue/labResults';
import { findProduct } from '../../src/catalogue/products';
import { ProductProfile } from '../../src/components/ProductProfile';
import { dosage } from '../../src/lib/dosage';

type Canvas = ReturnType<typeof within>;

/** A catalogue product's facts and certificate, as the product page gives them. */
function profileOf(id: number) {
  const product = findProduct(id);
  if (!product) throw new Error(`No product ${id}`);
  return {
    facts: productFacts(id, product.category),
    batch: productBatch(id, product.category),
  };
}

/** The value a reader finds beside a term of a description list. */
function valueOf(canvas: Canvas, term: string): string {
  const found = canvas.getByText(term, { selector: 'dt' });
  return found.nextElementSibling?.textContent ?? '';
}

/** A section of the profile, found by its heading as a screen reader lists it. */
const region = (canvas: Canvas, name: string) => within(canvas.getByRole('region', { name }));

const meta = {
  title: 'Components/Blocks/ProductProfile',
  component: ProductProfile,
  tags: ['!autodocs', 'beta'],
  // 9: Super Glue Hemp Flower, Indica, 24.5% total THC on its certificate.
  args: profileOf(9),
  argTypes: { facts: { control: false }, batch: { control: false } },
} satisfies Meta<typeof ProductProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Flower: total THC and CBD as the certificate prints them, the band and its range, then effects and terpenes. */
export const Flower: Story = {
  play: async ({ canvas }) => {
    const potency = region(canvas, 'Potency and dosage');
    await expect(valueOf(canvas, 'Total THC')).toBe('24.5%');
    await expect(valueOf(canvas, 'CBD')).toBe('0.06%');
    await expect(valueOf(canvas, 'Potency')).toBe(
      'High (24% and up total THC, for flower and pre-rolls)',
    );
    await expect(potency.getByText(/certificate of analysis for batch SR-240304-9/)).toBeVisible();
    await expect(valueOf(canvas, 'Onset')).toBe(dosage.byForm.flower.onset);
    await expect(valueOf(canvas, 'Duration')).toBe(dosage.byForm.flower.duration);
    await expect(potency.getByText(/^Start low, go slow/)).toBeVisible();
    await expect(potency.getByText(/^Effects vary/)).toBeVisible();

    const effects = region(canvas, 'Effects');
    await expect(effects.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Relaxed',
      'Calm',
      'Happy',
    ]);
    const terpenes = region(canvas, 'Terpenes');
    await expect(terpenes.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Caryophyllene',
      'Myrcene',
      'Limonene',
    ]);
    await expect(terpenes.getByText(/^Black pepper and warm spice\./)).toBeVisible();
  },
};

/** A gummy: mg per serving and per pack, servings per pack, banded per serving. */
export const Gummy: Story = {
  // 37: Watermelon Hemp Gummies, sold as 5ct and 10ct: 4 g gummies at 0.25% total THC; the
  // pack figures are the first size's.
  args: profileOf(37),
  play: async ({ canvas }) => {
    await expect(valueOf(canvas, 'Serving')).toBe('1 gummy');
    await expect(valueOf(canvas, 'Servings per 5ct pack')).toBe('5');
    await expect(valueOf(canvas, 'THC per gummy')).toBe('10 mg');
    await expect(valueOf(canvas, 'CBD per gummy')).toBe('0.4 mg');
    await expect(valueOf(canvas, 'THC per 5ct pack')).toBe('50 mg');
    await expect(valueOf(canvas, 'CBD per 5ct pack')).toBe('2 mg');
    await expect(valueOf(canvas, 'Potency')).toBe('High (10 mg and up THC per serving)');
    // The figures the mg are worked out from, as the certificate prints them.
    await expect(canvas.getByText(/total THC 0\.25% and CBD 0\.01% of a 4 g gummy/)).toBeVisible();
    await expect(valueOf(canvas, 'Onset')).toBe(dosage.byForm.edible.onset);
    await expect(canvas.getByText(/wait at least 2 hours before taking more/)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Effects' })).toBeVisible();
    // Gummies list no terpenes: no empty section.
    await expect(canvas.queryByRole('region', { name: 'Terpenes' })).toBeNull();
  },
};

/** An oil: a dropper is the serving; CBD is what it is bought for. */
export const Oil: Story = {
  // 45: Full-Spectrum CBD Oil 1000mg, 30 droppers.
  args: profileOf(45),
  play: async ({ canvas }) => {
    await expect(valueOf(canvas, 'Serving')).toBe('1 dropper (1 ml)');
    await expect(valueOf(canvas, 'Servings per pack')).toBe('30');
    await expect(valueOf(canvas, 'CBD per dropper (1 ml)')).toBe('33.3 mg');
    await expect(valueOf(canvas, 'THC per dropper (1 ml)')).toBe('2 mg');
    await expect(valueOf(canvas, 'CBD per pack')).toBe('1000 mg');
    await expect(valueOf(canvas, 'Potency')).toBe('Low (under 5 mg THC per serving)');
    await expect(
      canvas.getByText(/total THC 0\.218% and CBD 3\.6% of a 0\.9 g dropper/),
    ).toBeVisible();
  },
};

/** A topical: mg per pack, no band (it is not taken by serving). */
export const Topical: Story = {
  // 46: Peppermint Hemp Body Balm, 56 g.
  args: profileOf(46),
  play: async ({ canvas }) => {
    await expect(valueOf(canvas, 'Pack')).toBe('56 g');
    await expect(valueOf(canvas, 'CBD per pack')).toBe('560 mg');
    await expect(valueOf(canvas, 'THC per pack')).toBe('5.6 mg');
    await expect(canvas.queryByText('Potency', { selector: 'dt' })).toBeNull();
    await expect(valueOf(canvas, 'Onset')).toBe(dosage.byForm.topical.onset);
    // The balm lists neither effects nor terpenes.
    await expect(canvas.queryByRole('region', { name: 'Effects' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Terpenes' })).toBeNull();
  },
};

/** A device carries no hemp: nothing renders. */
export const Device: Story = {
  // 33: 510 Thread Battery.
  args: profileOf(33),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvasElement.textContent).toBe('');
  },
};

export const Phone: Story = {
  args: profileOf(37),
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(valueOf(canvas, 'THC per gummy')).toBe('10 mg');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Potency and dosage' })).toBeVisible();
  },
};
