import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { QuantityStepper, type QuantityStepperProps } from '../../src/components/QuantityStepper';
import { gridStates, StateGrid } from '../support/states';

function Stateful(props: QuantityStepperProps) {
  const [value, setValue] = useState(props.value);
  return (
    <QuantityStepper
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Controls/QuantityStepper',
  component: QuantityStepper,
  tags: ['!autodocs', 'stable'],
  args: { value: 1, onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const minus = canvas.getByRole('button', { name: 'Decrease quantity' });
    const plus = canvas.getByRole('button', { name: 'Increase quantity' });
    const field = canvas.getByRole('textbox', { name: 'Quantity' });
    await expect(field).toHaveValue('1');
    await expect(minus).toBeDisabled();
    await userEvent.click(plus);
    await userEvent.click(plus);
    await expect(field).toHaveValue('3');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(minus).toBeEnabled();
    await userEvent.click(minus);
    await expect(field).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const Typing: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Quantity' });
    await expect(field).toHaveAttribute('inputmode', 'numeric');

    await userEvent.clear(field);
    await userEvent.type(field, '150');
    await userEvent.tab();
    await expect(field).toHaveValue('99');
    await expect(args.onChange).toHaveBeenLastCalledWith(99);
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();

    await userEvent.clear(field);
    await userEvent.type(field, '0{Enter}');
    await expect(field).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);

    await userEvent.clear(field);
    await userEvent.type(field, '1a2b');
    await expect(field).toHaveValue('12');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(12);

    await userEvent.clear(field);
    await userEvent.tab();
    await expect(field).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

export const AtMaximum: Story = {
  args: { value: 99 },
  play: async ({ canvas, args }) => {
    const plus = canvas.getByRole('button', { name: 'Increase quantity' });
    await expect(plus).toBeDisabled();
    await userEvent.click(plus);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveValue('99');
  },
};

export const KeyboardKeepsFocus: Story = {
  args: { value: 2 },
  play: async ({ canvas }) => {
    const minus = canvas.getByRole('button', { name: 'Decrease quantity' });
    minus.focus();
    await userEvent.keyboard('{Enter}');
    // Minus is now disabled; focus moved to the field rather than being lost.
    await expect(minus).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveFocus();
  },
};

export const Small: Story = { args: { size: 'sm', value: 4 } };

export const CustomRange: Story = {
  args: { min: 2, max: 5, value: 5, label: 'Packs' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    const field = canvas.getByRole('textbox', { name: 'Packs' });
    await userEvent.clear(field);
    await userEvent.type(field, '1{Enter}');
    await expect(field).toHaveValue('2');
  },
};

export const Dark: Story = { args: { value: 3 }, globals: { theme: 'dark' } };

export const NamedItem: Story = {
  args: { itemName: 'Gelato' },
  play: async ({ canvas, args }) => {
    // On a card the buttons say what they count, and a press is read out.
    const plus = canvas.getByRole('button', { name: 'Increase quantity of Gelato' });
    await userEvent.click(plus);
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText('Quantity of Gelato: 2')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity of Gelato' }));
    await expect(canvas.getByText('Quantity of Gelato: 1')).toBeInTheDocument();
  },
};

/**
 * Its buttons hovered, focused by keyboard and pressed, forced by the pseudo-states addon; at the
 * minimum, "Decrease" is out of reach and shows no state.
 */
export const States: Story = {
  ...gridStates('button', { check: 'button:not(:disabled)' }),
  render: ({ onChange }) => (
    <StateGrid
      rows={[
        { label: 'Quantity 2', value: 2 },
        { label: 'At the minimum', value: 1 },
      ]}
      render={({ value }) => <QuantityStepper value={value} onChange={onChange} />}
    />
  ),
};
