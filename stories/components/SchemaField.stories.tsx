import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { SchemaField, type SchemaFieldProps } from '../../src/components/Field';
import { withValue, type FormSchema, type FormValues } from '../../src/lib/forms/schema';
import { checkoutFields } from '../../src/lib/forms/checkout';
import { wholesaleFields } from '../../src/lib/forms/wholesale';

/**
 * Holds the value as a form would, through the schema's own `withValue` (which applies a field's
 * formatting and keeps a select to its options), so typing in the story behaves as in the forms.
 */
function AsInAForm(props: SchemaFieldProps) {
  const [value, setValue] = useState(props.value);
  const schema: FormSchema = { [props.name]: props.spec };
  // A one-field schema known only at run time: its values type cannot tell text from a checkbox.
  const values = { [props.name]: value } as FormValues<FormSchema>;
  return (
    <SchemaField
      {...props}
      value={value}
      onValue={(input) => {
        const next = withValue(schema, values, props.name, input)[props.name];
        setValue(next ?? '');
        props.onValue(input);
      }}
    />
  );
}

const meta = {
  title: 'Components/Forms/SchemaField',
  component: SchemaField,
  tags: ['!autodocs', 'stable'],
  args: {
    id: 'field',
    name: 'firstName',
    spec: checkoutFields.firstName,
    value: '',
    onValue: fn(),
    requiredMarks: false,
  },
  argTypes: {
    // A schema entry is code (rules, formatters), not something to edit in a panel.
    spec: { control: false },
    value: { control: 'text' },
    error: { control: 'text' },
  },
  render: (args) => <AsInAForm {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SchemaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await expect(input).toHaveAttribute('autocomplete', 'given-name');
    await userEvent.type(input, 'Ada');
    await expect(input).toHaveValue('Ada');
    await expect(args.onValue).toHaveBeenLastCalledWith('Ada');
  },
};

export const Formatted: Story = {
  args: { name: 'cardNumber', spec: checkoutFields.cardNumber },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Card number' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '4242424242424242');
    // The schema's formatter groups the digits as the shopper types.
    await expect(input).toHaveValue('4242 4242 4242 4242');
  },
};

export const WithError: Story = {
  args: {
    name: 'email',
    spec: checkoutFields.email,
    value: 'ada@',
    error: 'Enter a valid email address, like name@example.com',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      /Enter a valid email address, like name@example.com/,
    );
  },
};

export const RequiredMark: Story = {
  args: { name: 'storeName', spec: wholesaleFields.storeName, requiredMarks: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Store name' });
    await expect(input).toBeRequired();
    // The '*' is seen, not read: the name stays 'Store name'.
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Select: Story = {
  args: { name: 'state', spec: wholesaleFields.state },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'State' });
    await expect(select).toHaveDisplayValue('Select a state');
    await userEvent.selectOptions(select, 'Colorado');
    await expect(select).toHaveDisplayValue('Colorado');
    await expect(args.onValue).toHaveBeenLastCalledWith('Colorado');
  },
};

export const TextArea: Story = {
  args: { name: 'message', spec: wholesaleFields.message },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Message' });
    await expect(area).toHaveAccessibleDescription(
      'Optional: tell us about your store and the products you are interested in.',
    );
    await userEvent.type(area, 'Two stores in Denver.');
    await expect(area).toHaveValue('Two stores in Denver.');
  },
};

export const Checkbox: Story = {
  args: { name: 'legalAccepted', spec: checkoutFields.legalAccepted, value: false },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: /I understand and accept this legal notice/ });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onValue).toHaveBeenLastCalledWith(true);
  },
};
