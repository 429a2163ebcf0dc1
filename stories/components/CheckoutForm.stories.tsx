import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, type Mock } from 'storybook/test';
import type { CheckoutField, SubmitOutcome } from '../../src/lib/apiTypes';
import { CheckoutForm, type CheckoutFormProps } from '../../src/components/CheckoutForm';
import {
  checkoutField as field,
  fillCheckoutForm,
  clientNeedingReload,
  futureExpiry,
  type Canvas,
} from '../support/forms';

type Submit = CheckoutFormProps['onSubmit'];

const success: SubmitOutcome<CheckoutField> = { status: 'success' };

/** Last month, which must be refused. */
function pastExpiry(): string {
  const today = new Date();
  const lastMonth = new Date(today.getFullYear(), today.getMonth() - 1, 1);
  const month = String(lastMonth.getMonth() + 1).padStart(2, '0');
  const year = String(lastMonth.getFullYear() % 100).padStart(2, '0');
  return `${month}/${year}`;
}

const placeOrder = (c: Canvas) => c.getByRole('button', { name: /^Place Order - \$/ });

const jane = {
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  address: '1 Market St',
  city: 'San Francisco',
  state: 'California',
  zipCode: '94105',
  nameOnCard: 'Jane Doe',
  cardNumber: '4242424242424242',
  cvv: '123',
};

async function fillValidOrder(canvas: Canvas, expiry = futureExpiry()) {
  await fillCheckoutForm(canvas, jane, expiry);
  await userEvent.click(field.legal(canvas));
}

const expectedOrder = {
  email: 'jane@example.com',
  shipping: {
    firstName: 'Jane',
    lastName: 'Doe',
    address: '1 Market St',
    city: 'San Francisco',
    state: 'CA',
    zipCode: '94105',
  },
  nameOnCard: 'Jane Doe',
  cardLast4: '4242',
};

/** A field shows `message` under it, is marked invalid, and the summary links to it. */
async function expectFieldError(canvas: Canvas, control: HTMLElement, message: string) {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
  await expect(canvas.getByRole('link', { name: message })).toBeVisible();
}

const meta = {
  title: 'Components/Forms/CheckoutForm',
  component: CheckoutForm,
  tags: ['!autodocs', 'stable'],
  args: {
    total: 5998,
    onSubmit: fn<Submit>(async () => success),
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckoutForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Contact Information' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Shipping Address' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Payment Information' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Legal Notice' })).toBeVisible();
    await expect(canvas.getByText(/less than 0\.3% Δ9-THC/)).toBeVisible();

    // The legal box gates the button (docs/behaviour.md "Checkout").
    // It stays in the Tab order (aria-disabled) so its hint is heard.
    const button = canvas.getByRole('button', { name: 'Place Order - $59.98' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(
      'Tick the legal notice box above to place your order.',
    );
    // Pressed unticked, it explains itself and takes the shopper to the box.
    await userEvent.click(button);
    await expect(
      canvas.getByText('Please confirm you understand and accept the legal disclaimer.'),
    ).toBeVisible();
    await expect(field.legal(canvas)).toHaveFocus();
    await userEvent.click(field.legal(canvas));
    await expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.click(field.legal(canvas));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Autofill tokens and keyboards.
    await expect(field.email(canvas)).toHaveAttribute('autocomplete', 'email');
    await expect(field.email(canvas)).toHaveAttribute('type', 'email');
    await expect(field.email(canvas)).toHaveAttribute('inputmode', 'email');
    await expect(field.firstName(canvas)).toHaveAttribute('autocomplete', 'given-name');
    await expect(field.lastName(canvas)).toHaveAttribute('autocomplete', 'family-name');
    await expect(field.address(canvas)).toHaveAttribute('autocomplete', 'street-address');
    await expect(field.city(canvas)).toHaveAttribute('autocomplete', 'address-level2');
    await expect(field.state(canvas)).toHaveAttribute('autocomplete', 'address-level1');
    await expect(field.zipCode(canvas)).toHaveAttribute('autocomplete', 'postal-code');
    await expect(field.zipCode(canvas)).toHaveAttribute('inputmode', 'numeric');
    await expect(field.nameOnCard(canvas)).toHaveAttribute('autocomplete', 'cc-name');
    await expect(field.cardNumber(canvas)).toHaveAttribute('autocomplete', 'cc-number');
    await expect(field.cardNumber(canvas)).toHaveAttribute('inputmode', 'numeric');
    await expect(field.expiryDate(canvas)).toHaveAttribute('autocomplete', 'cc-exp');
    await expect(field.cvv(canvas)).toHaveAttribute('autocomplete', 'cc-csc');
    await expect(field.state(canvas)).toHaveDisplayValue('Select a state');
  },
};

export const EveryFieldRequired: Story = {
  name: 'Invalid: empty submit',
  play: async ({ canvas, args }) => {
    await userEvent.click(field.legal(canvas));
    await userEvent.click(placeOrder(canvas));

    await expect(canvas.getByText('Please correct the highlighted details')).toBeVisible();
    await expectFieldError(canvas, field.email(canvas), 'Enter your email address');
    await expectFieldError(canvas, field.firstName(canvas), 'Enter your first name');
    await expectFieldError(canvas, field.lastName(canvas), 'Enter your last name');
    await expectFieldError(canvas, field.address(canvas), 'Enter your street address');
    await expectFieldError(canvas, field.city(canvas), 'Enter your city');
    await expectFieldError(canvas, field.state(canvas), 'Select your state');
    await expectFieldError(canvas, field.zipCode(canvas), 'Enter your ZIP code');
    await expectFieldError(
      canvas,
      field.nameOnCard(canvas),
      'Enter the name as it appears on the card',
    );
    await expectFieldError(canvas, field.cardNumber(canvas), 'Enter your card number');
    await expectFieldError(canvas, field.expiryDate(canvas), 'Enter the expiry date (MM/YY)');
    await expectFieldError(canvas, field.cvv(canvas), 'Enter the security code (CVV)');
    await expect(canvas.getAllByRole('link')).toHaveLength(11);

    // Focus goes to the first problem; a summary link takes you to its field.
    await waitFor(() => expect(field.email(canvas)).toHaveFocus());
    await userEvent.click(canvas.getByRole('link', { name: 'Enter your ZIP code' }));
    await expect(field.zipCode(canvas)).toHaveFocus();

    // Correcting a field clears its message.
    await userEvent.type(field.zipCode(canvas), '94105');
    await expect(field.zipCode(canvas)).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByRole('link', { name: 'Enter your ZIP code' })).toBeNull();

    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const BadValues: Story = {
  name: 'Invalid: wrong formats',
  play: async ({ canvas, args }) => {
    await fillValidOrder(canvas);
    await userEvent.clear(field.email(canvas));
    await userEvent.type(field.email(canvas), 'jane@example');
    await userEvent.clear(field.zipCode(canvas));
    await userEvent.type(field.zipCode(canvas), '1234');
    await userEvent.clear(field.cardNumber(canvas));
    await userEvent.type(field.cardNumber(canvas), '4242424242424241');
    await userEvent.clear(field.expiryDate(canvas));
    await userEvent.type(field.expiryDate(canvas), pastExpiry().replace('/', ''));
    await userEvent.clear(field.cvv(canvas));
    await userEvent.type(field.cvv(canvas), '12');
    await userEvent.click(placeOrder(canvas));

    await expectFieldError(
      canvas,
      field.email(canvas),
      'Enter a valid email address, like name@example.com',
    );
    await expectFieldError(
      canvas,
      field.zipCode(canvas),
      'Enter a 5-digit ZIP code, like 90210 or 90210-1234',
    );
    await expectFieldError(canvas, field.cardNumber(canvas), 'Card number is not valid');
    await expectFieldError(canvas, field.expiryDate(canvas), 'Expiry date is in the past');
    await expectFieldError(canvas, field.cvv(canvas), 'Security code must be 3 or 4 digits');
    await expect(field.firstName(canvas)).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(field.email(canvas)).toHaveFocus());

    // A month that does not exist.
    await userEvent.clear(field.expiryDate(canvas));
    await userEvent.type(field.expiryDate(canvas), '1330');
    await expect(field.expiryDate(canvas)).toHaveValue('13/30');
    await userEvent.click(placeOrder(canvas));
    await expectFieldError(canvas, field.expiryDate(canvas), 'Enter a month from 01 to 12');

    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InputFormatting: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(field.cardNumber(canvas), '4242424242424242');
    await expect(field.cardNumber(canvas)).toHaveValue('4242 4242 4242 4242');

    const expiry = field.expiryDate(canvas);
    await userEvent.type(expiry, '1');
    await expect(expiry).toHaveValue('1');
    await userEvent.type(expiry, '2');
    await expect(expiry).toHaveValue('12/');
    await userEvent.type(expiry, '3');
    await expect(expiry).toHaveValue('12/3');
    await userEvent.type(expiry, '{Backspace}');
    await expect(expiry).toHaveValue('12/');
    // Backspace over the slash removes it, instead of it coming straight back.
    await userEvent.type(expiry, '{Backspace}');
    await expect(expiry).toHaveValue('12');
    await userEvent.type(expiry, '/29');
    await expect(expiry).toHaveValue('12/29');

    await userEvent.type(field.cvv(canvas), '1a2b3');
    await expect(field.cvv(canvas)).toHaveValue('123');
  },
};

export const PlacesOrder: Story = {
  name: 'Valid order (success)',
  play: async ({ canvas, args }) => {
    await fillValidOrder(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order - $59.98' }));

    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(expectedOrder);
    // The card number, expiry and CVV never leave the form.
    const sent = JSON.stringify((args.onSubmit as Mock<Submit>).mock.calls);
    await expect(sent).not.toContain('4242424242424242');
    await expect(sent).not.toContain('4242 4242');
    await expect(sent).not.toContain(futureExpiry());
    await expect(sent).not.toContain('123');

    // Success: the screen navigates away; the form stays locked so the order cannot go twice.
    const done = await canvas.findByRole('button', { name: 'Order placed' });
    await expect(done).toBeDisabled();
    await expect(field.email(canvas)).toBeDisabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Pending: Story = {
  args: { onSubmit: fn<Submit>(() => new Promise(() => {})) },
  play: async ({ canvas, args }) => {
    await fillValidOrder(canvas);
    await userEvent.click(placeOrder(canvas));

    const busy = canvas.getByRole('button', { name: 'Placing order…' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveFocus();
    await expect(field.email(canvas)).toBeDisabled();
    await expect(field.cardNumber(canvas)).toBeDisabled();
    await expect(field.legal(canvas)).toBeDisabled();
    await expect(field.email(canvas)).toHaveValue('jane@example.com');

    // A second press does not send the order again.
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
      message: 'Our order service is not responding right now.',
    })),
  },
  play: async ({ canvas, args }) => {
    const expiry = futureExpiry();
    await fillValidOrder(canvas, expiry);
    await userEvent.click(placeOrder(canvas));

    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your order was not placed');
    await expect(alert).toHaveTextContent('Our order service is not responding right now.');
    await expect(alert).toHaveTextContent('Press Place Order to try again.');

    // Everything typed is still there.
    await expect(field.email(canvas)).toHaveValue('jane@example.com');
    await expect(field.firstName(canvas)).toHaveValue('Jane');
    await expect(field.lastName(canvas)).toHaveValue('Doe');
    await expect(field.address(canvas)).toHaveValue('1 Market St');
    await expect(field.city(canvas)).toHaveValue('San Francisco');
    await expect(field.state(canvas)).toHaveValue('CA');
    await expect(field.zipCode(canvas)).toHaveValue('94105');
    await expect(field.nameOnCard(canvas)).toHaveValue('Jane Doe');
    await expect(field.cardNumber(canvas)).toHaveValue('4242 4242 4242 4242');
    await expect(field.expiryDate(canvas)).toHaveValue(expiry);
    await expect(field.cvv(canvas)).toHaveValue('123');
    await expect(field.legal(canvas)).toBeChecked();
    await expect(field.email(canvas)).toBeEnabled();

    // Retry is pressing the button again.
    await userEvent.click(placeOrder(canvas));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
  },
};

/** The order code could not load and this page cannot load it again: only a reload helps. */
export const ReloadNeeded: Story = {
  args: {
    onSubmit: fn<Submit>((details) => clientNeedingReload.placeOrder({ ...details, lines: [] })),
  },
  play: async ({ canvas }) => {
    await fillValidOrder(canvas, futureExpiry());
    await userEvent.click(placeOrder(canvas));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your order was not placed');
    await expect(alert).toHaveTextContent('Reload the page and place your order again');
    await expect(alert).not.toHaveTextContent('Press Place Order to try again.');
  },
};

export const ServerInvalid: Story = {
  name: 'Invalid (422 from server)',
  args: {
    onSubmit: fn<Submit>(async () => ({
      status: 'invalid',
      message: 'Some details could not be accepted.',
      fieldErrors: { zipCode: 'This ZIP code is not in California' },
    })),
  },
  play: async ({ canvas, args }) => {
    await fillValidOrder(canvas);
    await userEvent.click(placeOrder(canvas));

    await expect(await canvas.findByText('Some details could not be accepted.')).toBeVisible();
    await expectFieldError(canvas, field.zipCode(canvas), 'This ZIP code is not in California');
    await waitFor(() => expect(field.zipCode(canvas)).toHaveFocus());
    await expect(field.zipCode(canvas)).toHaveValue('94105');
    await expect(field.email(canvas)).toHaveValue('jane@example.com');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const RejectedPromise: Story = {
  name: 'Failed (onSubmit throws)',
  args: { onSubmit: fn<Submit>(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvas }) => {
    await fillValidOrder(canvas);
    await userEvent.click(placeOrder(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong while placing your order.',
    );
    await expect(field.cardNumber(canvas)).toHaveValue('4242 4242 4242 4242');
  },
};

export const LongTotal: Story = {
  args: { total: 1485000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Place Order - $14,850.00' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expectFieldsStacked(canvas);
    // Nothing wider than the phone.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Below 768px first and last name are stacked, not side by side. */
async function expectFieldsStacked(canvas: Canvas) {
  const first = field.firstName(canvas).getBoundingClientRect();
  const last = field.lastName(canvas).getBoundingClientRect();
  await expect(last.top).toBeGreaterThan(first.bottom);
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(field.legal(canvas));
    await userEvent.click(placeOrder(canvas));
    await expect(field.email(canvas)).toHaveAttribute('aria-invalid', 'true');
  },
};
