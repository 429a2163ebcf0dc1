import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { findProduct } from '../../src/catalogue/products';
import { findStrain } from '../../src/catalogue/strains';
import type { CartLine as CartLineData } from '../../src/catalogue/types';
import { CartLine } from '../../src/components/CartLine';

const superGlue = findStrain('super-glue');
const balm = findProduct(46);
if (!superGlue || !balm) throw new Error('Catalogue items missing');

const strainLine: CartLineData = {
  id: 'super-glue',
  name: superGlue.name,
  size: '3.5g',
  price: superGlue.pricing['3.5g'],
  quantity: 2,
  image: superGlue.image,
};

const standardLine: CartLineData = {
  id: balm.id,
  name: balm.name,
  size: 'Standard',
  price: balm.price,
  quantity: 1,
  image: balm.image,
};

const meta = {
  title: 'Components/Cards/CartLine',
  component: CartLine,
  tags: ['!autodocs', 'stable'],
  args: { line: strainLine, onQuantityChange: fn(), onRemove: fn() },
  // The line is a record with an image URL: the stories show its cases, a JSON editor would not help.
  argTypes: { line: { control: false } },
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Super Glue' })).toBeVisible();
    await expect(canvas.getByText('1/8 oz (3.5g)')).toBeVisible();
    await expect(canvas.getByText('$24.99')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Quantity 2');
    await expect(canvas.getByText('$49.98')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity of Super Glue' }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity of Super Glue' }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(1);
    // The size tells two lines of the same strain apart.
    await expect(
      canvas.getByRole('button', { name: 'Remove Super Glue' }),
    ).toHaveAccessibleDescription('1/8 oz (3.5g)');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Super Glue' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const MinusAtOneRemoves: Story = {
  args: { line: { ...strainLine, size: '28g', price: 17500, quantity: 1 } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('1 oz (28g)')).toBeVisible();
    const minus = canvas.getByRole('button', { name: 'Decrease quantity of Super Glue' });
    await expect(minus).toBeEnabled();
    await userEvent.click(minus);
    await expect(args.onQuantityChange).toHaveBeenCalledWith(0);
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

export const Standard: Story = {
  name: 'Standard size (no badge)',
  args: { line: standardLine },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Standard')).toBeNull();
    await expect(
      canvas.getByRole('button', { name: `Remove ${standardLine.name}` }),
    ).not.toHaveAttribute('aria-describedby');
  },
};

export const MaxQuantity: Story = {
  args: { line: { ...strainLine, quantity: 99 } },
  play: async ({ canvas, args }) => {
    const plus = canvas.getByRole('button', { name: 'Increase quantity of Super Glue' });
    await expect(plus).toBeDisabled();
    await userEvent.click(plus);
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
    await expect(canvas.getByText('$2,474.01')).toBeVisible();
  },
};

export const LongName: Story = {
  args: {
    line: {
      ...standardLine,
      name: 'Pomegranate Full-Spectrum Nano-Emulsified Sleep & Recovery Gummies, Extra-Strength Family Size',
      size: '50ct',
      quantity: 12,
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('50ct')).toBeVisible();
    const line = canvasElement.querySelector('article');
    await expect(line?.scrollWidth).toBeLessThanOrEqual(line?.clientWidth ?? 0);
  },
};

export const Desktop: Story = {
  play: async ({ canvas }) => {
    // One row: the name, the controls, the total and remove share a line.
    const name = canvas.getByRole('heading', { name: 'Super Glue' }).getBoundingClientRect();
    const remove = canvas
      .getByRole('button', { name: 'Remove Super Glue' })
      .getBoundingClientRect();
    const plus = canvas
      .getByRole('button', { name: 'Increase quantity of Super Glue' })
      .getBoundingClientRect();
    await expect(plus.left).toBeGreaterThan(name.right);
    await expect(Math.abs(plus.top - remove.top)).toBeLessThan(8);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    // Stacked: the quantity controls sit below the name.
    const name = canvas.getByRole('heading', { name: 'Super Glue' }).getBoundingClientRect();
    const plus = canvas
      .getByRole('button', { name: 'Increase quantity of Super Glue' })
      .getBoundingClientRect();
    await expect(plus.top).toBeGreaterThan(name.bottom);
    await expect(plus.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
