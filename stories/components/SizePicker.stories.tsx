import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SizePicker, type SizePickerProps } from '../../src/components/SizePicker';

function Stateful(props: SizePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SizePicker
      {...props}
      value={value}
      onChange={(size) => {
        setValue(size);
        props.onChange(size);
      }}
    />
  );
}

const meta = {
  title: 'Components/Controls/SizePicker',
  component: SizePicker,
  args: { sizes: ['3.5g', '28g'], value: '3.5g', onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof SizePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StrainSizes: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Size' });
    await expect(group).toBeVisible();
    const eighth = canvas.getByRole('radio', { name: '1/8 oz (3.5g)' });
    const ounce = canvas.getByRole('radio', { name: '1 oz (28g)' });
    await expect(eighth).toBeChecked();
    await userEvent.click(ounce);
    await expect(ounce).toBeChecked();
    await expect(eighth).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('28g');
  },
};

export const ArrowKeys: Story = {
  args: { sizes: ['1g', '2g', '3g'], value: '1g' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '1g' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: '2g' })).toBeChecked());
    await expect(canvas.getByRole('radio', { name: '2g' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('2g');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: '3g' })).toBeChecked());
  },
};
