import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Footer } from '../../src/components/Footer';

const meta = {
  title: 'Components/Shell/Footer',
  component: Footer,
  tags: ['stable'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Consume responsibly' })).toBeVisible();
    await expect(canvas.getByText(/For adults 21 and older only/)).toBeVisible();
    await expect(canvas.getByText('© 2024 Silk Road. All rights reserved.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Wholesale' })).toHaveAttribute(
      'href',
      '/wholesale',
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/© 2024/)).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};
