import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price } from '../../src/components/Price';

const meta = {
  title: 'Components/Controls/Price',
  component: Price,
  tags: ['!autodocs', 'stable'],
  args: { price: 2499 },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('$24.99')).toBeVisible();
    await expect(canvasElement.querySelector('del')).toBeNull();
  },
};

export const OnSale: Story = {
  args: { price: 4500, salePrice: 3500 },
  play: async ({ canvasElement }) => {
    const original = canvasElement.querySelector('del');
    await expect(original).toHaveTextContent('Original price $45.00');
    await expect(canvasElement.querySelector('ins')).toHaveTextContent('Sale price $35.00');
    // The sale price is read first.
    await expect(canvasElement.textContent).toBe('Sale price $35.00Original price $45.00');
  },
};

export const SaleNotLower: Story = {
  name: 'Sale price not lower (ignored)',
  args: { price: 3000, salePrice: 3000 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('$30.00')).toBeVisible();
    await expect(canvasElement.querySelector('del')).toBeNull();
    await expect(canvas.queryByText(/Sale price/)).toBeNull();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Price {...args} size="sm" />
      <Price {...args} size="md" />
      <Price {...args} size="lg" />
    </div>
  ),
  args: { price: 4500, salePrice: 3500 },
  play: async ({ canvasElement }) => {
    const sizes = Array.from(canvasElement.querySelectorAll('ins')).map((element) =>
      Number.parseFloat(getComputedStyle(element).fontSize),
    );
    await expect(sizes).toHaveLength(3);
    await expect(sizes[0]).toBeLessThan(sizes[1] ?? 0);
    await expect(sizes[1]).toBeLessThan(sizes[2] ?? 0);
  },
};

export const OnSaleDark: Story = {
  args: { price: 4500, salePrice: 3500, size: 'lg' },
  globals: { theme: 'dark' },
};
