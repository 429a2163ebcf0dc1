import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { SaveButton } from '../../src/components/SaveButton';
import { gridStates, StateGrid } from '../support/states';

/**
 * The Save toggle on product cards ('icon', over the artwork's corner) and on the product page
 * ('text'). Its name stays "Save {product}"; the pressed state is announced and drawn filled.
 */
const meta = {
  title: 'Components/Controls/SaveButton',
  component: SaveButton,
  tags: ['!autodocs', 'stable'],
  args: { productName: 'Gelato Pre-Roll Pack', saved: false, onToggle: fn() },
} satisfies Meta<typeof SaveButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unsaved: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Save Gelato Pre-Roll Pack' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save Gelato Pre-Roll Pack' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const TextLook: Story = {
  args: { look: 'text' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save Gelato Pre-Roll Pack' });
    await expect(button).toHaveTextContent('Save');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Pressed by keyboard, as a screen would wire it: the state flips, the name stays. */
export const ToggleByKeyboard: Story = {
  render: (args) => {
    const [saved, setSaved] = useState(false);
    return <SaveButton {...args} saved={saved} onToggle={() => setSaved((value) => !value)} />;
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save Gelato Pre-Roll Pack' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Dark: Story = {
  args: { saved: true, look: 'text' },
  globals: { theme: 'dark' },
  play: Saved.play,
};

/** Hover, focus-visible and pressed, saved and not, forced by the pseudo-states addon. */
export const States: Story = {
  ...gridStates('button'),
  render: ({ onToggle }) => (
    <StateGrid
      rows={[
        { label: 'Not saved', saved: false },
        { label: 'Saved', saved: true },
      ]}
      render={({ saved }) => (
        <SaveButton productName="Gelato Pre-Roll Pack" saved={saved} onToggle={onToggle} />
      )}
    />
  ),
};
