import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeSwitcher } from '../../src/components/ThemeSwitcher';
import type { ThemeChoice } from '../../src/theme/colorMode';
import { chipFace, gridStates, StateGrid } from '../support/states';

const meta = {
  title: 'Components/Shell/ThemeSwitcher',
  component: ThemeSwitcher,
  tags: ['!autodocs', 'stable'],
  args: { value: 'system', onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState<ThemeChoice>(args.value);
    return (
      <ThemeSwitcher
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ThemeSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const System: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Theme' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'System' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Light' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Dark' })).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ChoosesDark: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'System' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('dark');
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'System' })).not.toBeChecked();
  },
};

export const ByKeyboard: Story = {
  args: { value: 'light' },
  play: async ({ canvas, args }) => {
    const light = canvas.getByRole('radio', { name: 'Light' });
    await expect(light).toBeChecked();
    // Tab reaches the group on its checked radio.
    await userEvent.tab();
    await expect(light).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const dark = canvas.getByRole('radio', { name: 'Dark' });
    await expect(dark).toHaveFocus();
    await expect(dark).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('dark');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'System' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('system');
  },
};

export const TwoSwitchers: Story = {
  render: function Render(args) {
    const [first, setFirst] = useState<ThemeChoice>('light');
    const [second, setSecond] = useState<ThemeChoice>('dark');
    return (
      <div style={{ display: 'flex', gap: 16 }}>
        <ThemeSwitcher
          value={first}
          onChange={(next) => {
            setFirst(next);
            args.onChange(next);
          }}
        />
        <ThemeSwitcher value={second} onChange={setSecond} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('group', { name: 'Theme' });
    if (!first || !second) throw new Error('Expected two theme switchers');
    await userEvent.click(within(first).getByRole('radio', { name: 'System' }));
    await expect(within(first).getByRole('radio', { name: 'System' })).toBeChecked();
    // Each switcher is its own group: choosing in one leaves the other alone.
    await expect(within(second).getByRole('radio', { name: 'Dark' })).toBeChecked();
  },
};

export const Dark: Story = {
  args: { value: 'dark' },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Theme' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
  },
};

/**
 * Each theme hovered and focused by keyboard, chosen and not, forced by the pseudo-states addon:
 * the hover on the option, the focus on its radio, drawn by the face beside it.
 */
export const States: Story = {
  ...gridStates({ hover: 'label', focusVisible: 'input' }, { check: 'input', drawnBy: chipFace }),
  render: ({ onChange }) => (
    <StateGrid
      rows={[{ label: 'System chosen' }]}
      only={['rest', 'hover', 'focus-visible']}
      render={() => <ThemeSwitcher value="system" onChange={onChange} />}
    />
  ),
};
