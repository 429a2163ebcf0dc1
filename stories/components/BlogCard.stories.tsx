import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { findPost, posts } from '../../src/catalogue/posts';
import type { BlogPost } from '../../src/catalogue/types';
import { BlogCard, formatPostDate } from '../../src/components/BlogCard';
import { withCardWidth } from '../support/cardWidth';
import { statesDrawn, forcedStates } from '../support/states';

function post(id: number): BlogPost {
  const found = findPost(id);
  if (!found) throw new Error(`No post ${id}`);
  return found;
}

const meta = {
  title: 'Components/Cards/BlogCard',
  component: BlogCard,
  tags: ['!autodocs', 'stable'],
  args: { post: { ...post(1), date: '2024-03-18', readTime: 6 } },
  // A post is a record with an image URL: the stories show its cases.
  argTypes: { post: { control: false } },
  decorators: [withCardWidth],
} satisfies Meta<typeof BlogCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Reading a Certificate of Analysis' }),
    ).toBeVisible();
    await expect(canvas.getByText('Education')).toBeVisible();
    await expect(canvas.getByText('6 min read')).toBeVisible();
    await expect(canvas.getByText('Maya Ortiz')).toBeVisible();
    const date = canvas.getByText('March 18, 2024');
    await expect(date.tagName).toBe('TIME');
    await expect(date).toHaveAttribute('datetime', '2024-03-18');
    const link = canvas.getByRole('link', {
      name: 'Read More about Reading a Certificate of Analysis',
    });
    await expect(link).toHaveAttribute('href', '/blog/1');
  },
};

export const DateFormatting: Story = {
  name: 'Date formatting (time-zone safe)',
  play: async () => {
    // The first and last days of a year are where a time-zone shift would show.
    await expect(formatPostDate('2024-01-01')).toBe('January 1, 2024');
    await expect(formatPostDate('2024-12-31')).toBe('December 31, 2024');
    await expect(formatPostDate('2024-03-18')).toBe('March 18, 2024');
    await expect(formatPostDate('2024-02-30')).toBe('2024-02-30');
    await expect(formatPostDate('soon')).toBe('soon');
  },
};

export const AllPosts: Story = {
  parameters: { cardWidth: 'none' },
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: 24,
        gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
      }}
    >
      {posts.map((item) => (
        <BlogCard key={item.id} post={item} headingLevel={2} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link', { name: /^Read More about / });
    await expect(links).toHaveLength(posts.length);
    // Every link name is different, so a list of links makes sense.
    const names = new Set(links.map((link) => link.textContent));
    await expect(names.size).toBe(posts.length);
  },
};

export const LongTitle: Story = {
  args: {
    post: {
      ...post(3),
      title:
        'Hemp and the Law: The 2018 Farm Bill, State-by-State Rules, Testing Thresholds and What Changes Next Year, Explained in Plain English',
    },
  },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('article');
    await expect(card?.scrollWidth).toBeLessThanOrEqual(card?.clientWidth ?? 0);
  },
};

export const Phone: Story = { args: { post: post(2) }, globals: { viewport: { value: 'phone' } } };

export const Dark: Story = { args: { post: post(4) }, globals: { theme: 'dark' } };

/** A pointer over its links ("Read more" underlined), forced by the pseudo-states addon. */
export const Hovered: Story = {
  ...forcedStates({ rootSelector: 'body', hover: ['a'] }),
  play: async ({ canvasElement, id }) => {
    await statesDrawn(id, canvasElement);
    const links = [...canvasElement.querySelectorAll('a')];
    await waitFor(() =>
      expect(links.some((link) => getComputedStyle(link).textDecorationLine === 'underline')).toBe(
        true,
      ),
    );
  },
};
