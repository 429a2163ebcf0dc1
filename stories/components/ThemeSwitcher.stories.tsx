import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ThemeSwitcher } from '../../src/components/ThemeSwitcher';
import type { ThemeChoice } from '../../src/theme/colorMode';

const meta = {
  title: 'Components/Shell/ThemeSwitcher',
  component: ThemeSwitcher,
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
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Theme: System' })).toBeVisible();
  },
};

export const ChoosesDark: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Theme: System' }));
    const system = await screen.findByRole('menuitemradio', { name: 'System' });
    await expect(system).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    await expect(args.onChange).toHaveBeenCalledWith('dark');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Theme: Dark' })).toBeVisible());
  },
};

export const ByKeyboard: Story = {
  args: { value: 'light' },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Theme: Light' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu', { name: 'Theme' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.stringMatching(/dark|system/));
  },
};

export const DarkTheme: Story = {
  args: { value: 'dark' },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
  },
};
