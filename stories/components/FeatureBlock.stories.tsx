import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FeatureBlock } from '../../src/components/FeatureBlock';

const meta = {
  title: 'Components/Blocks/FeatureBlock',
  component: FeatureBlock,
  tags: ['!autodocs', 'stable'],
} satisfies Meta<typeof FeatureBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Elevated Experiences' })).toContainElement(
      canvas.getByRole('heading', { level: 2, name: 'Elevated Experiences' }),
    );
    await expect(canvas.getByText('Lab Tested')).toBeVisible();
  },
};

export const HeadingLevel3: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(
      'Elevated Experiences',
    );
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
    await expect(canvas.getByText('Lab Tested')).toBeVisible();
  },
};
