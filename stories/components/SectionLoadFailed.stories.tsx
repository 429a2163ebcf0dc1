import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SectionLoadFailed } from '../../src/components/SectionLoadFailed';

const meta = {
  title: 'Components/Shell/SectionLoadFailed',
  component: SectionLoadFailed,
  tags: ['!autodocs', 'stable'],
  args: { what: 'lab results', href: '/product/4' },
} satisfies Meta<typeof SectionLoadFailed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LabResults: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'The lab results did not load. Reload the page to see them.',
    );
    await expect(canvas.getByRole('link', { name: 'Reload the page' })).toHaveAttribute(
      'href',
      '/product/4',
    );
  },
};

export const LongName: Story = {
  args: { what: 'suggested use and ingredients' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'The suggested use and ingredients did not load.',
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { what: 'suggested use and ingredients' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Reload the page' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Reload the page' })).toBeVisible();
  },
};
