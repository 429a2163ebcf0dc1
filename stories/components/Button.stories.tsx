import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { Icon, iconNames } from '../../src/components/Icon';
import { gridStates, StateGrid } from '../support/states';

/** The icon control: an icon by name, or none. */
const iconOptions = ['none', ...iconNames] as const;
const iconMapping = Object.fromEntries([
  ['none', undefined],
  ...iconNames.map((name) => [name, <Icon key={name} name={name} size={18} />]),
]);

const meta = {
  title: 'Components/Controls/Button',
  component: Button,
  tags: ['!autodocs', 'stable'],
  args: { onClick: fn(), children: 'Add to Cart' },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'ghost'],
      description: 'How loud the button is: one primary action per view.',
      table: { defaultValue: { summary: 'primary' } },
    },
    size: {
      control: 'inline-radio',
      options: ['sm', 'md', 'lg'],
      description: "Height and text size: lg for a screen's main action, sm inside dense rows.",
      table: { defaultValue: { summary: 'md' } },
    },
    disabled: {
      control: 'boolean',
      description:
        'The native attribute: out of the tab order and unpressable. Prefer `pending` while busy.',
      table: { type: { summary: 'boolean' } },
    },
    pending: {
      control: 'boolean',
      description: 'Shows the button as busy and ignores clicks, without losing focus.',
      table: { type: { summary: 'boolean' }, defaultValue: { summary: 'false' } },
    },
    fullWidth: {
      control: 'boolean',
      description: 'Fills the width of its container (forms, narrow cards).',
      table: { type: { summary: 'boolean' } },
    },
    icon: {
      control: 'select',
      options: iconOptions,
      mapping: iconMapping,
      description:
        'Shown instead of the text when there is no text (clear `children`); `label` then names it.',
    },
    label: {
      control: 'text',
      description: 'The accessible name and tooltip of an icon-only button.',
    },
    children: { control: 'text', description: 'The text of the button.' },
    onClick: {
      control: false,
      description: 'Called on a press; not while `pending`.',
    },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A button in three variants (primary, secondary, ghost) and three sizes. An icon-only button must carry a `label`, which becomes its accessible name and tooltip. `pending` shows it busy and ignores clicks without losing focus.',
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Add to Cart' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Continue Shopping' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Back to Shop' } };

export const Sizes: Story = {
  render: ({ onClick }) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button onClick={onClick} size="sm">
        Small
      </Button>
      <Button onClick={onClick} size="md">
        Medium
      </Button>
      <Button onClick={onClick} size="lg">
        Large
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = ['Small', 'Medium', 'Large'].map(
      (name) => canvas.getByRole('button', { name }).getBoundingClientRect().height,
    );
    await expect(heights[0]).toBeLessThan(heights[1] ?? 0);
    await expect(heights[1]).toBeLessThan(heights[2] ?? 0);
  },
};

export const IconOnly: Story = {
  args: {
    children: undefined,
    label: 'Remove Gelato',
    icon: (
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M6 7h12M9 7V5h6v2m-8 0 1 12h8l1-12"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    ),
    variant: 'ghost',
  },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Remove Gelato' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Pending: Story = {
  args: { pending: true, children: 'Placing order…' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Placing order…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

const variants = [
  { label: 'Primary', variant: 'primary' },
  { label: 'Secondary', variant: 'secondary' },
  { label: 'Ghost', variant: 'ghost' },
] as const;

/**
 * Hover, focus-visible and pressed for each variant, forced by the pseudo-states addon: the states
 * a pointer or a keyboard shows, in one picture the visual tests compare.
 */
export const States: Story = {
  ...gridStates('button'),
  render: ({ onClick }) => (
    <StateGrid
      rows={variants}
      render={({ label, variant }, state) => (
        <Button variant={variant} onClick={onClick}>
          {`${label}, ${state}`}
        </Button>
      )}
    />
  ),
};
