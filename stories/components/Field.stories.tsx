// Also shows FormAlert and FormStatus from src/components/Field/FormNotice.tsx.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import {
  CheckboxField,
  ErrorSummary,
  FormAlert,
  FormSection,
  FormStatus,
  SelectField,
  TextAreaField,
  TextField,
} from '../../src/components/Field';
import { gridStates, StateGrid } from '../support/states';

const meta = {
  title: 'Components/Forms/Field',
  component: TextField,
  tags: ['!autodocs', 'stable'],
  args: { label: 'Email' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  args: { hint: 'We only use it for your order.', type: 'email', autoComplete: 'email' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('We only use it for your order.');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'jane@example.com');
    await expect(input).toHaveValue('jane@example.com');
  },
};

export const WithError: Story = {
  args: {
    hint: 'We only use it for your order.',
    error: 'Enter a valid email address, like name@example.com',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'We only use it for your order. Enter a valid email address, like name@example.com',
    );
  },
};

export const Required: Story = {
  args: { label: 'Store name', required: true, requiredMark: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Store name' });
    await expect(input).toBeRequired();
    // The '*' is shown but not part of the name.
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Select: Story = {
  render: () => (
    <SelectField
      label="State"
      placeholder="Select a state"
      options={[
        { value: 'CA', label: 'California' },
        { value: 'CO', label: 'Colorado' },
      ]}
      error="Select your state"
      defaultValue=""
    />
  ),
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'State' });
    await expect(select).toHaveAccessibleDescription('Select your state');
    await userEvent.selectOptions(select, 'Colorado');
    await expect(select).toHaveValue('CO');
  },
};

export const TextArea: Story = {
  render: () => <TextAreaField label="Message" hint="Optional." rows={4} />,
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(area, 'Hello{Enter}there');
    await expect(area).toHaveValue('Hello\nthere');
  },
};

function CheckboxDemo() {
  const [checked, setChecked] = useState(false);
  return (
    <CheckboxField
      label="I am 21 or older, and I accept the legal notice."
      checked={checked}
      onChange={(event) => setChecked(event.target.checked)}
      error={checked ? undefined : 'Please confirm you understand and accept the legal disclaimer.'}
    />
  );
}

export const Checkbox: Story = {
  render: () => <CheckboxDemo />,
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', {
      name: 'I am 21 or older, and I accept the legal notice.',
    });
    await expect(box).toHaveAccessibleDescription(
      'Please confirm you understand and accept the legal disclaimer.',
    );
    // The whole label is the target.
    await userEvent.click(canvas.getByText('I am 21 or older, and I accept the legal notice.'));
    await expect(box).toBeChecked();
    await expect(box).not.toHaveAttribute('aria-invalid');
  },
};

export const Notices: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <FormSection legend="Contact Information">
        <TextField id="notice-email" label="Email" error="Enter your email address" />
        <TextField id="notice-city" label="City" error="Enter your city" />
      </FormSection>
      <ErrorSummary
        title="Please correct the highlighted details"
        errors={[
          { fieldId: 'notice-email', message: 'Enter your email address' },
          { fieldId: 'notice-city', message: 'Enter your city' },
        ]}
      />
      <FormAlert title="Your order was not placed">
        <p>Our order service is not responding right now.</p>
      </FormAlert>
      <FormStatus>Thanks! You are on the list (this is a demo).</FormStatus>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Contact Information' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Enter your city' }));
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveFocus();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your order was not placed');
    await expect(canvas.getByRole('status')).toHaveTextContent('Thanks!');
  },
};

export const Dark: Story = {
  ...Notices,
  globals: { theme: 'dark' },
};

export const Phone: Story = {
  ...Notices,
  globals: { viewport: { value: 'phone' } },
};

/** A text box hovered and focused by keyboard, empty, filled and invalid, forced by the pseudo-states addon. */
export const States: Story = {
  ...gridStates('input'),
  render: () => (
    <StateGrid
      rows={[
        { label: 'Empty', value: '', error: undefined },
        { label: 'Filled', value: 'jane@example.com', error: undefined },
        { label: 'Invalid', value: 'jane@', error: 'Enter a valid email' },
      ]}
      only={['rest', 'hover', 'focus-visible']}
      cellWidth="minmax(0, 1fr)"
      render={({ value, error }) => (
        <TextField label="Email" defaultValue={value} error={error} type="email" />
      )}
    />
  ),
};
