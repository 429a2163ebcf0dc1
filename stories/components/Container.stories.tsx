import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Container } from '../../src/components/Container';

const meta = {
  title: 'Components/Shell/Container',
  component: Container,
  tags: ['!autodocs', 'stable'],
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <p>
        Page content sits in the container: centred at the page width with the side gutters every
        screen shares.
      </p>
    ),
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PageWidth: Story = {
  play: async ({ canvasElement }) => {
    const box = canvasElement.firstElementChild;
    if (!(box instanceof HTMLElement)) throw new Error('no container rendered');
    // 1200px at most, centred in the 1280px window.
    await expect(box.getBoundingClientRect().width).toBeLessThanOrEqual(1200);
    await expect(Math.round(box.getBoundingClientRect().left)).toBe(40);
  },
};

export const Narrow: Story = {
  args: { narrow: true },
  play: async ({ canvasElement }) => {
    const box = canvasElement.firstElementChild;
    if (!(box instanceof HTMLElement)) throw new Error('no container rendered');
    await expect(box.getBoundingClientRect().width).toBeLessThanOrEqual(760);
  },
};

export const AsSection: Story = {
  args: { as: 'section' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).not.toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const box = canvasElement.firstElementChild;
    if (!(box instanceof HTMLElement)) throw new Error('no container rendered');
    await expect(box.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    await expect(getComputedStyle(box).paddingLeft).toBe('16px');
  },
};
