import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatsStrip } from '../../src/components/StatsStrip';

const meta = {
  title: 'Components/Blocks/StatsStrip',
  component: StatsStrip,
  tags: ['!autodocs', 'stable'],
  parameters: {
    docs: {
      description: {
        component:
          'Three figures with their labels (retail partners, products, satisfaction) as a description list: three columns at every width, each value above its label.',
      },
    },
  },
} satisfies Meta<typeof StatsStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl');
    await expect(list).not.toBeNull();
    const pairs = [...(list?.querySelectorAll('dt') ?? [])].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    await expect(pairs).toEqual([
      ['Retail Partners', '500+'],
      ['Premium Products', '50+'],
      ['Partner Satisfaction', '98%'],
    ]);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    // The number reads above its label.
    const value = canvas.getByText('500+').getBoundingClientRect();
    const label = canvas.getByText('Retail Partners').getBoundingClientRect();
    await expect(value.bottom).toBeLessThanOrEqual(label.top);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('98%')).toBeVisible();
  },
};
