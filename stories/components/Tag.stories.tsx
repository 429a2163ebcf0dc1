import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Tag } from '../../src/components/Tag';

const meta = {
  title: 'Components/Controls/Tag',
  component: Tag,
  tags: ['!autodocs', 'stable'],
  args: { tag: 'Best Seller' },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BestSeller: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Best Seller')).toBeVisible();
  },
};

export const New: Story = { args: { tag: 'New' } };

export const Sale: Story = { args: { tag: 'Sale' } };

const allTags = ['Best Seller', 'New', 'Sale'] as const;

export const AllTags: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {allTags.map((tag) => (
        <Tag key={tag} tag={tag} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    // Each tag has its own look: no two share a background.
    const backgrounds = allTags.map(
      (tag) => getComputedStyle(canvas.getByText(tag)).backgroundColor,
    );
    await expect(new Set(backgrounds).size).toBe(allTags.length);
  },
};

export const AllTagsDark: Story = { ...AllTags, globals: { theme: 'dark' } };
