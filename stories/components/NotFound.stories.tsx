import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFound } from '../../src/components/NotFound';

const meta = {
  title: 'Components/Shell/NotFound',
  component: NotFound,
  tags: ['!autodocs', 'stable'],
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PageNotFound: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  },
};

export const ProductNotFound: Story = {
  args: {
    title: 'Product Not Found',
    message:
      "We couldn't find that product. It may have been removed, or the link may be mistyped.",
    actionTo: '/shop',
    actionLabel: 'Back to Shop',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Shop' })).toHaveAttribute(
      'href',
      '/shop',
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  },
};
