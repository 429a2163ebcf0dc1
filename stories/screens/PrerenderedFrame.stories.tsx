import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PrerenderedFrame } from '../../src/screens/PrerenderedFrame';

/**
 * What the cart, saved, checkout and order pages are in their prerendered HTML, before the app
 * reads the browser's storage: the heading only, so neither an empty state nor a stale list flashes
 * before the real content (docs/architecture.md "Hydration"). Each screen's own stories show it
 * once the app has run.
 */
const meta = {
  title: 'Screens/Prerendered frame',
  component: PrerenderedFrame,
  args: { title: 'Your Cart', meta: null },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PrerenderedFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cart: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    // Nothing about the cart's contents until the app has read it.
    await expect(canvas.queryByText(/empty/i)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Checkout: Story = {
  args: { title: 'Checkout' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};
