import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { categories } from '../../src/catalogue/categories';
import { blogCategories } from '../../src/catalogue/types';
import { CategoryFilter, type CategoryFilterProps } from '../../src/components/CategoryFilter';
import { chipFace, gridStates, StateGrid } from '../support/states';

function Stateful(props: CategoryFilterProps) {
  const [value, setValue] = useState(props.value);
  return (
    <CategoryFilter
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const shopOptions = [
  { value: 'all', label: 'All Products' },
  ...categories.map((category) => ({ value: category.slug, label: category.name })),
];

const blogOptions = [
  { value: 'all', label: 'All' },
  ...blogCategories.map((category) => ({ value: category.toLowerCase(), label: category })),
];

const meta = {
  title: 'Components/Controls/CategoryFilter',
  component: CategoryFilter,
  tags: ['!autodocs', 'stable'],
  args: { label: 'Category', options: shopOptions, value: 'all', onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof CategoryFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shop: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Category' });
    await expect(group).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(8);
    await expect(canvas.getByRole('radio', { name: 'All Products' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Gummies' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('gummies');
    await expect(canvas.getByRole('radio', { name: 'Gummies' })).toBeChecked();
    // Exactly one choice at a time.
    await expect(canvas.getAllByRole('radio', { checked: true })).toHaveLength(1);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'All Products' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Pre-Rolls' })).toBeChecked());
    await expect(args.onChange).toHaveBeenLastCalledWith('pre-rolls');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Flower' })).toBeChecked());
    await expect(canvas.getByRole('radio', { name: 'Flower' })).toHaveFocus();
    // Back past the start wraps round to the last chip, as native radios do.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await waitFor(() =>
      expect(canvas.getByRole('radio', { name: 'Wellness & Botanicals' })).toBeChecked(),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith('wellness-botanicals');
    await expect(canvas.getAllByRole('radio', { checked: true })).toHaveLength(1);
    // Tab leaves the group in one stop.
    await userEvent.tab();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toHaveFocus();
  },
};

export const Filtered: Story = { args: { value: 'extracts-concentrates' } };

export const Blog: Story = {
  args: { label: 'Topic', options: blogOptions, value: 'all' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('radio', { name: 'Legal' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('legal');
  },
};

export const Dark: Story = { args: { value: 'flower' }, globals: { theme: 'dark' } };

/** Phones: one sideways-scrolling row; arrow keys move the choice and the chosen chip comes into view. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Category' });
    const row = canvas.getByRole('radio', { name: 'All Products' }).closest('div');
    if (!row) throw new Error('No chip row');
    // The row scrolls inside itself; the group never pushes the page wider.
    await expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
    const first = canvas.getByRole('radio', { name: 'All Products' }).getBoundingClientRect();
    const last = canvas
      .getByRole('radio', { name: 'Wellness & Botanicals' })
      .getBoundingClientRect();
    // One row: the first and last chips share a line.
    await expect(Math.round(last.top)).toBe(Math.round(first.top));
    await expect(group).toBeVisible();

    await userEvent.click(canvas.getByRole('radio', { name: 'All Products' }));
    await userEvent.keyboard('{ArrowLeft}');
    const chosen = canvas.getByRole('radio', { name: 'Wellness & Botanicals' });
    await expect(chosen).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('wellness-botanicals');
    await waitFor(() => {
      const box = chosen.getBoundingClientRect();
      const frame = row.getBoundingClientRect();
      expect(box.left).toBeGreaterThanOrEqual(frame.left - 1);
      expect(box.right).toBeLessThanOrEqual(frame.right + 1);
    });
  },
};

/**
 * A category chip hovered and focused by keyboard, chosen and not, forced by the pseudo-states
 * addon on its radio (the chip beside it draws the state).
 */
export const States: Story = {
  ...gridStates('input', { drawnBy: chipFace }),
  render: ({ onChange }) => (
    <StateGrid
      rows={[{ label: 'Pre-Rolls chosen' }]}
      only={['rest', 'hover', 'focus-visible']}
      render={(_, state) => (
        <CategoryFilter
          label={`Category, ${state}`}
          options={shopOptions.slice(1, 3)}
          value={shopOptions[1]!.value}
          onChange={onChange}
        />
      )}
    />
  ),
};
