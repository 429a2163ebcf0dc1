import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { NewsletterBox, type NewsletterBoxProps } from '../../src/components/NewsletterBox';
import { clientNeedingReload } from '../support/forms';

type Subscribe = NewsletterBoxProps['onSubscribe'];

const meta = {
  title: 'Components/Forms/NewsletterBox',
  component: NewsletterBox,
  tags: ['!autodocs', 'stable'],
  args: { onSubscribe: fn<Subscribe>(async () => ({ status: 'success' })) },
} satisfies Meta<typeof NewsletterBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Default, then succeeded',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Stay Updated' })).toBeVisible();
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await userEvent.type(email, '  reader@example.com ');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));

    await expect(args.onSubscribe).toHaveBeenCalledWith('reader@example.com');
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      /^Thanks! .*\(this is a demo/,
    );
    await expect(email).toHaveValue('');
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvas, args }) => {
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(email).toHaveAccessibleDescription('Enter your email address');

    await userEvent.type(email, 'reader@example');
    await userEvent.keyboard('{Enter}');
    await expect(email).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com',
    );
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveFocus();
    await expect(args.onSubscribe).not.toHaveBeenCalled();

    // Fixing it clears the message as you type.
    await userEvent.type(email, '.com');
    await expect(email).not.toHaveAttribute('aria-invalid');
  },
};

export const Pending: Story = {
  args: { onSubscribe: fn<Subscribe>(() => new Promise(() => {})) },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'a@b.co');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    const busy = canvas.getByRole('button', { name: 'Subscribing…' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeDisabled();
    await userEvent.click(busy);
    await expect(args.onSubscribe).toHaveBeenCalledTimes(1);
  },
};

export const Failed: Story = {
  name: 'Failed (server)',
  args: {
    onSubscribe: fn<Subscribe>(async () => ({
      status: 'failed',
      reason: 'timeout',
      message: 'The request took too long.',
    })),
  },
  play: async ({ canvas, args }) => {
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(email, 'reader@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The request took too long.');
    await expect(email).toHaveValue('reader@example.com');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(args.onSubscribe).toHaveBeenCalledTimes(2));
  },
};

/** The sign-up code could not load and this page cannot load it again: only a reload helps. */
export const ReloadNeeded: Story = {
  args: {
    onSubscribe: fn<Subscribe>((email) => clientNeedingReload.subscribe(email)),
  },
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Email address' }),
      'reader@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Reload the page and try again.');
    // Pressing Subscribe again cannot help here, so the form does not say it would.
    await expect(alert).not.toHaveTextContent('Press Subscribe to try again.');
  },
};

export const ServerInvalid: Story = {
  name: 'Invalid (422 from server)',
  args: {
    onSubscribe: fn<Subscribe>(async () => ({
      status: 'invalid',
      message: 'Check your email address.',
      fieldErrors: { email: 'This address cannot receive email' },
    })),
  },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(email, 'reader@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('This address cannot receive email'),
    );
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveValue('reader@example.com');
  },
};

export const HeadingLevel3: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Stay Updated' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' }).getBoundingClientRect();
    const button = canvas.getByRole('button', { name: 'Subscribe' }).getBoundingClientRect();
    // Stacked on a phone.
    await expect(button.top).toBeGreaterThanOrEqual(input.bottom);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};
