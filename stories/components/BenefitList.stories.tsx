import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BenefitList } from '../../src/components/BenefitList';

const meta = {
  title: 'Components/Blocks/BenefitList',
  component: BenefitList,
  tags: ['!autodocs', 'stable'],
  parameters: {
    docs: {
      description: {
        component:
          "The wholesale page's four benefits, each an icon, a title and a line of text, one column on a phone and two on a desktop. `benefits` replaces the list; `headingLevel` fits the titles under the section's heading.",
      },
    },
  },
} satisfies Meta<typeof BenefitList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    const titles = items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent);
    await expect(titles).toEqual([
      'Competitive Pricing',
      'Premium Products',
      'Dedicated Support',
      'Fast Shipping',
    ]);
  },
};

export const LongText: Story = {
  args: {
    benefits: [
      {
        title: 'Net-30 Terms for Established Partners With a Long Trading History',
        text: 'Partners who have ordered with us for a year can pay invoices within thirty days, which keeps cash free for stocking new lines and seasonal displays in every location they run.',
        icon: 'check',
      },
      { title: 'Short', text: 'One line.', icon: 'leaf' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    // One column on a phone.
    await expect(second?.getBoundingClientRect().top).toBeGreaterThan(
      first?.getBoundingClientRect().bottom ?? Infinity,
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Fast Shipping' })).toBeVisible();
  },
};
