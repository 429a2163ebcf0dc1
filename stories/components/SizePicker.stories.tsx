import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SizePicker, type SizePickerProps } from '../../src/components/SizePicker';
import { chipFace, gridStates, StateGrid } from '../support/states';

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
  tags: ['!autodocs', 'stable'],
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

export const TwoOnOnePage: Story = {
  name: 'Two on one page (arrow keys stay in their own group)',
  args: { sizes: ['1g', '2g'], value: '2g' },
  render: (args) => (
    <>
      <Stateful {...args} label="First size" />
      <Stateful {...args} label="Second size" />
    </>
  ),
  play: async ({ canvas }) => {
    const first = within(canvas.getByRole('radiogroup', { name: 'First size' }));
    const second = within(canvas.getByRole('radiogroup', { name: 'Second size' }));
    first.getByRole('radio', { name: '2g' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    // Past the end of its own group it wraps to its own first radio, not into the next picker.
    await waitFor(() => expect(first.getByRole('radio', { name: '1g' })).toBeChecked());
    await expect(first.getByRole('radio', { name: '1g' })).toHaveFocus();
    await expect(second.getByRole('radio', { name: '2g' })).toBeChecked();
    await expect(second.getByRole('radio', { name: '1g' })).not.toBeChecked();
  },
};

export const ManyVariants: Story = {
  args: { sizes: ['.25g', '.5g', '1g', '1.25g', '2g', '3g', '3.5g', '7g'], value: '1g' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(8);
    // Weights with an ounce fraction get it; other sizes show as they are.
    await expect(canvas.getByRole('radio', { name: '1/4 oz (7g)' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '.25g' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '1g' })).toBeChecked();
  },
};

export const Packs: Story = {
  args: { sizes: ['4 pack', '8 pack', '10 pack'], value: '4 pack', label: 'Pack size' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '10 pack' }));
    await expect(args.onChange).toHaveBeenCalledWith('10 pack');
    await expect(canvas.getByRole('radiogroup', { name: 'Pack size' })).toBeVisible();
  },
};

export const OneSize: Story = {
  name: 'One size (renders nothing)',
  args: { sizes: ['Standard'], value: 'Standard' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};

export const Phone: Story = {
  args: { sizes: ['5ct', '10ct', '50ct'], value: '10ct' },
  globals: { viewport: { value: 'phone' } },
};

export const Dark: Story = { args: { value: '28g' }, globals: { theme: 'dark' } };

/**
 * A size chip hovered and focused by keyboard, chosen and not, forced by the pseudo-states addon
 * on its radio (the chip beside it draws the state).
 */
export const States: Story = {
  ...gridStates('input', { drawnBy: chipFace }),
  render: ({ onChange }) => (
    <StateGrid
      rows={[{ label: '1/8 oz chosen' }]}
      only={['rest', 'hover', 'focus-visible']}
      render={(_, state) => (
        <SizePicker
          sizes={['3.5g', '28g']}
          value="3.5g"
          onChange={onChange}
          label={`Size, ${state}`}
        />
      )}
    />
  ),
};
