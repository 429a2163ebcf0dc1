import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StorageNote } from '../../src/components/StorageNote';

const meta = {
  title: 'Components/Blocks/StorageNote',
  component: StorageNote,
  tags: ['!autodocs', 'stable'],
  args: {
    children:
      "This browser won't let us save your cart, so it will be lost when you close this page.",
  },
} satisfies Meta<typeof StorageNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cart page's note when storage refuses the cart; saved products and the confirmation say the same of theirs. */
export const Cart: Story = {
  play: async ({ canvas }) => {
    const note = canvas.getByRole('status');
    await expect(note).toHaveTextContent(
      "This browser won't let us save your cart, so it will be lost when you close this page.",
    );
    await expect(note).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Cart.play,
};
