import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ActiveFilters, type ActiveFiltersProps } from '../../src/components/ActiveFilters';
import { gridStates, StateGrid } from '../support/states';

/** The chips going as they are removed, as the shop's URL would drop them. */
function Stateful(props: ActiveFiltersProps) {
  const [filters, setFilters] = useState(props.filters);
  return (
    <ActiveFilters
      {...props}
      filters={filters}
      onRemove={(id) => {
        setFilters((now) => now.filter((filter) => filter.id !== id));
        props.onRemove(id);
      }}
      onClearAll={() => {
        setFilters([]);
        props.onClearAll();
      }}
    />
  );
}

const meta = {
  title: 'Components/Controls/ActiveFilters',
  component: ActiveFilters,
  tags: ['!autodocs', 'beta'],
  args: {
    filters: [
      { id: 'category:flower', label: 'Flower' },
      { id: 'effects:relaxed', label: 'Relaxed' },
      { id: 'potency:high', label: 'High potency' },
      { id: 'price:25-50', label: '$25 to $50' },
    ],
    onRemove: fn(),
    onClearAll: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ActiveFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chips: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Filters on' });
    await expect(group).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Relaxed' }));
    await expect(args.onRemove).toHaveBeenLastCalledWith('effects:relaxed');
    await expect(canvas.queryByRole('button', { name: 'Remove Relaxed' })).toBeNull();
    // Focus goes to the chip that took its place, and Enter removes that one too.
    await expect(canvas.getByRole('button', { name: 'Remove High potency' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenLastCalledWith('potency:high');
    // The last chip taken off: focus goes to the one before it.
    await expect(canvas.getByRole('button', { name: 'Remove $25 to $50' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Remove Flower' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await expect(args.onClearAll).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('group', { name: 'Filters on' })).toBeNull();
  },
};

export const None: Story = {
  args: { filters: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A chip and "Clear all" hovered, focused by keyboard and pressed, forced by the pseudo-states addon. */
export const States: Story = {
  ...gridStates('button'),
  render: ({ onRemove, onClearAll }) => (
    <StateGrid
      rows={[{ label: 'One filter on' }]}
      render={() => (
        <ActiveFilters
          filters={[{ id: 'effects:relaxed', label: 'Relaxed' }]}
          onRemove={onRemove}
          onClearAll={onClearAll}
        />
      )}
    />
  ),
};
