import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { categories } from '../../src/catalogue/categories';
import { blogCategories } from '../../src/catalogue/types';
import { CategoryFilter, type CategoryFilterProps } from '../../src/components/CategoryFilter';

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

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    // The chips wrap onto more rows instead of scrolling sideways.
    const group = canvas.getByRole('radiogroup', { name: 'Category' });
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
    const tops = new Set(
      canvas.getAllByRole('radio').map((chip) => chip.getBoundingClientRect().top),
    );
    await expect(tops.size).toBeGreaterThan(1);
  },
};

export const Dark: Story = { args: { value: 'flower' }, globals: { theme: 'dark' } };
