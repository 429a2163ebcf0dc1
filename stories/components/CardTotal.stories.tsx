import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { CardTotal } from '../../src/components/Card';

const meta = {
  title: 'Components/Cards/CardTotal',
  component: CardTotal,
  tags: ['!autodocs', 'stable'],
  args: { amount: 2499 },
} satisfies Meta<typeof CardTotal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const total = canvas.getByRole('status', { name: 'Total' });
    await expect(total).toHaveTextContent('$24.99');
  },
};

export const LargeAmount: Story = {
  args: { amount: 1485000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Total' })).toHaveTextContent('$14,850.00');
  },
};

/** The amount follows the card's choices, and the change is announced (an `output` element). */
export const Updates: Story = {
  render: function Render(args) {
    const [quantity, setQuantity] = useState(1);
    return (
      <div>
        <button type="button" onClick={() => setQuantity((q) => q + 1)}>
          One more
        </button>
        <CardTotal amount={args.amount * quantity} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'One more' }));
    await userEvent.click(canvas.getByRole('button', { name: 'One more' }));
    await expect(canvas.getByRole('status', { name: 'Total' })).toHaveTextContent('$74.97');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Total' })).toBeVisible();
  },
};
