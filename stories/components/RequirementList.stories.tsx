import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RequirementList } from '../../src/components/RequirementList';

const meta = {
  title: 'Components/Blocks/RequirementList',
  component: RequirementList,
  tags: ['!autodocs', 'stable'],
  parameters: {
    docs: {
      description: {
        component:
          "'Requirements': what a wholesale buyer needs before an account can be opened, as a checked list. `headingLevel` fits the heading to the page around it.",
      },
    },
  },
} satisfies Meta<typeof RequirementList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Requirements' });
    await expect(region).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByText(/resale certificate or seller's permit/)).toBeVisible();
    await expect(canvas.getByText(/21 or older/)).toBeVisible();
    await expect(canvas.getByText(/hemp-derived products are legal/)).toBeVisible();
  },
};

export const HeadingLevel3: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Requirements' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
  },
};
