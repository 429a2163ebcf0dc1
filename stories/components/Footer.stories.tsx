import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Footer } from '../../src/components/Footer';
import { statesDrawn, forcedStates } from '../support/states';

const meta = {
  title: 'Components/Shell/Footer',
  component: Footer,
  tags: ['!autodocs', 'stable'],
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

/**
 * A link hovered (its underline drawn) and one focused by keyboard (a ring in the footer's text
 * colour, the theme's blue being too faint on its green), shown without a mouse by the
 * pseudo-states addon (docs/storybook.md "States shown statically").
 */
const linkStates = {
  hover: ['footer a[href="/wholesale"]'],
  focusVisible: ['footer a[href="/blog"]'],
};

export const LinkStates: Story = {
  ...forcedStates({ rootSelector: 'body', ...linkStates }),
  play: async ({ canvas, canvasElement, id }) => {
    await statesDrawn(id, canvasElement);
    const link = (name: string) => getComputedStyle(canvas.getByRole('link', { name }));
    const rest = link('All products');
    await waitFor(() =>
      expect(link('Wholesale').textDecorationColor).not.toBe(rest.textDecorationColor),
    );
    await expect(link('Learn').outlineStyle).toBe('solid');
    await expect(link('Learn').outlineColor).toBe(rest.color);
  },
};
