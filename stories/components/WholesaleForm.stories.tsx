import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { SubmitOutcome, WholesaleField } from '../../src/lib/apiTypes';
import { WholesaleForm, type WholesaleFormProps } from '../../src/components/WholesaleForm';
import {
  clientNeedingReload,
  fillWholesaleApplication,
  wholesaleField as field,
  type Canvas,
} from '../support/forms';

type Submit = WholesaleFormProps['onSubmit'];

const success: SubmitOutcome<WholesaleField> = { status: 'success' };

const submit = (c: Canvas) => c.getByRole('button', { name: 'Submit Application' });

const application = {
  name: 'Sam Lee',
  email: 'sam@greenleaf.shop',
  storeName: 'Green Leaf Goods',
  state: 'Colorado',
  message: 'We run two stores in Denver.',
};

async function fillApplication(canvas: Canvas, message = application.message) {
  await fillWholesaleApplication(canvas, { ...application, message });
}

const meta = {
  title: 'Components/Forms/WholesaleForm',
  component: WholesaleForm,
  tags: ['!autodocs', 'stable'],
  args: { onSubmit: fn<Submit>(async () => success) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WholesaleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Required')).toBeVisible();
    for (const control of [
      field.name(canvas),
      field.email(canvas),
      field.storeName(canvas),
      field.state(canvas),
    ]) {
      await expect(control).toBeRequired();
    }
    await expect(field.message(canvas)).not.toBeRequired();
    await expect(field.state(canvas)).toHaveDisplayValue('Select a state');
    await expect(field.email(canvas)).toHaveAttribute('type', 'email');
    // The visible '*' is beside each required label, hidden from the accessible name.
    await expect(canvas.getByText('Store name').parentElement).toHaveTextContent('Store name*');
  },
};

export const ValidatesThenSucceeds: Story = {
  name: 'Invalid, then succeeded',
  play: async ({ canvas, args }) => {
    await userEvent.click(submit(canvas));

    await expect(field.name(canvas)).toHaveAccessibleDescription('Enter your name');
    await expect(field.email(canvas)).toHaveAccessibleDescription('Enter your email address');
    await expect(field.storeName(canvas)).toHaveAccessibleDescription('Enter your store name');
    await expect(field.state(canvas)).toHaveAccessibleDescription('Select a state');
    await expect(field.state(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(field.message(canvas)).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(field.name(canvas)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(field.email(canvas), 'sam@');
    await userEvent.click(submit(canvas));
    await expect(field.email(canvas)).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com',
    );
    await userEvent.clear(field.email(canvas));
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await fillApplication(canvas);
    await userEvent.click(submit(canvas));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(application);

    // Accepted: a confirmation, and the form is empty for the next one.
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      "Application submitted! We'll review it and get back to you within 2-3 business days.",
    );
    await expect(field.name(canvas)).toHaveValue('');
    await expect(field.email(canvas)).toHaveValue('');
    await expect(field.storeName(canvas)).toHaveValue('');
    await expect(field.state(canvas)).toHaveValue('');
    await expect(field.message(canvas)).toHaveValue('');
    await expect(field.name(canvas)).not.toHaveAttribute('aria-invalid');
  },
};

export const MessageOptional: Story = {
  play: async ({ canvas, args }) => {
    await fillApplication(canvas, '');
    await userEvent.click(submit(canvas));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...application, message: '' });
  },
};

export const Pending: Story = {
  args: { onSubmit: fn<Submit>(() => new Promise(() => {})) },
  play: async ({ canvas, args }) => {
    await fillApplication(canvas);
    await userEvent.click(submit(canvas));
    const busy = canvas.getByRole('button', { name: 'Submitting…' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(field.name(canvas)).toBeDisabled();
    await expect(field.state(canvas)).toBeDisabled();
    await expect(field.message(canvas)).toBeDisabled();
    await userEvent.click(busy);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Failed: Story = {
  name: 'Failed (server)',
  args: {
    onSubmit: fn<Submit>(async () => ({
      status: 'failed',
      reason: 'server',
      message: 'We could not reach our application service.',
    })),
  },
  play: async ({ canvas, args }) => {
    await fillApplication(canvas);
    await userEvent.click(submit(canvas));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your application was not sent');
    await expect(alert).toHaveTextContent('We could not reach our application service.');
    await expect(field.name(canvas)).toHaveValue('Sam Lee');
    await expect(field.email(canvas)).toHaveValue('sam@greenleaf.shop');
    await expect(field.storeName(canvas)).toHaveValue('Green Leaf Goods');
    await expect(field.state(canvas)).toHaveValue('Colorado');
    await expect(field.message(canvas)).toHaveValue('We run two stores in Denver.');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();

    await userEvent.click(submit(canvas));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
  },
};

/** The sending code could not load and this page cannot load it again: only a reload helps. */
export const ReloadNeeded: Story = {
  args: {
    onSubmit: fn<Submit>((application) =>
      clientNeedingReload.submitWholesaleApplication(application),
    ),
  },
  play: async ({ canvas }) => {
    await fillApplication(canvas);
    await userEvent.click(submit(canvas));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Reload the page and send your application again.');
    await expect(alert).not.toHaveTextContent('Press Submit Application to try again.');
  },
};

export const ServerInvalid: Story = {
  name: 'Invalid (422 from server)',
  args: {
    onSubmit: fn<Submit>(async () => ({
      status: 'invalid',
      message: 'Some answers need another look.',
      fieldErrors: { email: 'This email already has an application on file' },
    })),
  },
  play: async ({ canvas }) => {
    await fillApplication(canvas);
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Some answers need another look.',
    );
    await expect(field.email(canvas)).toHaveAccessibleDescription(
      'This email already has an application on file',
    );
    await waitFor(() => expect(field.email(canvas)).toHaveFocus());
    await expect(field.storeName(canvas)).toHaveValue('Green Leaf Goods');
  },
};

export const LongMessage: Story = {
  play: async ({ canvas }) => {
    const long = 'We stock a wide range of wellness products. '.repeat(60);
    const message = field.message(canvas);
    await userEvent.click(message);
    await userEvent.paste(long);
    // The field stops at the 2000-character cap.
    await expect((message as HTMLTextAreaElement).value).toHaveLength(2000);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const name = field.name(canvas).getBoundingClientRect();
    const email = field.email(canvas).getBoundingClientRect();
    await expect(email.top).toBeGreaterThan(name.bottom);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(submit(canvas));
    await expect(field.name(canvas)).toHaveAttribute('aria-invalid', 'true');
  },
};
