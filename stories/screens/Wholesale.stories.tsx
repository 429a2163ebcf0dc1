// Renders WholesaleScreen (src/screens/WholesaleScreen.tsx) through the real routes, at the URL each story sets.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneOnly } from '../../.storybook/modes';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '../../src/api/handlers';
import { scenarios } from '../../src/api/scenarios';
import { fillWholesaleApplication, wholesaleField as field, type Canvas } from '../support/forms';
import { screenAt, darkScreen, expectDarkApplied } from '../support/screenStory';

const meta = {
  title: 'Screens/Wholesale',
  ...screenAt({ path: '/wholesale' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

import { wait } from '../support/timing';

const submitButton = (c: Canvas) => c.getByRole('button', { name: 'Submit Application' });

const application = {
  name: 'Jane Doe',
  email: 'jane@greenleaf.example',
  storeName: 'Green Leaf Market',
  state: 'Colorado',
  message: 'Two stores in Denver; interested in pre-rolls and gummies.',
};

/** The screen is a lazy chunk: wait for its heading before anything else. */
async function openWholesale(canvas: Canvas) {
  await canvas.findByRole(
    'heading',
    { level: 1, name: 'Join the Silk Road Wholesale Network' },
    wait,
  );
}

/** After a failed send, everything typed is still there. */
async function expectAnswersKept(canvas: Canvas) {
  await expect(field.name(canvas)).toHaveValue(application.name);
  await expect(field.email(canvas)).toHaveValue(application.email);
  await expect(field.storeName(canvas)).toHaveValue(application.storeName);
  await expect(field.state(canvas)).toHaveValue(application.state);
  await expect(field.message(canvas)).toHaveValue(application.message);
}

async function fillAndSubmit(canvas: Canvas) {
  await openWholesale(canvas);
  await fillWholesaleApplication(canvas, application);
  await userEvent.click(submitButton(canvas));
}

export const Default: Story = {
  play: async ({ canvas, step }) => {
    await openWholesale(canvas);
    await expect(document.title).toBe('Wholesale · Silk Road');

    await step('benefits, requirements and stats', async () => {
      for (const benefit of [
        'Competitive Pricing',
        'Premium Products',
        'Dedicated Support',
        'Fast Shipping',
      ]) {
        await expect(canvas.getByRole('heading', { level: 3, name: benefit })).toBeVisible();
      }
      await expect(canvas.getByRole('heading', { level: 2, name: 'Requirements' })).toBeVisible();
      await expect(canvas.getByText('500+')).toBeVisible();
      await expect(canvas.getByText('Retail Partners')).toBeVisible();
      await expect(canvas.getByText('50+')).toBeVisible();
      await expect(canvas.getByText('98%')).toBeVisible();
    });

    await step('one h1, and no heading level skipped', async () => {
      const levels = canvas
        .getAllByRole('heading')
        .map((heading: HTMLElement) => Number(heading.tagName.slice(1)));
      await expect(levels.filter((level) => level === 1)).toHaveLength(1);
      levels.forEach((level, index) => {
        if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
      });
    });

    await step('the form sits beside the lists on desktop', async () => {
      const form = canvas.getByRole('form', { name: 'Wholesale application' });
      const requirements = canvas.getByRole('heading', { name: 'Requirements' });
      const formBox = form.getBoundingClientRect();
      const listBox = requirements.getBoundingClientRect();
      await expect(formBox.left).toBeGreaterThan(listBox.right);
    });

    await step('the state list offers the wholesale states', async () => {
      const options = within(field.state(canvas)).getAllByRole('option');
      await expect(options.map((option: HTMLElement) => option.textContent)).toEqual(
        expect.arrayContaining(['California', 'Colorado', 'New York', 'Other']),
      );
    });
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    await openWholesale(canvas);
    await userEvent.type(field.name(canvas), application.name);
    await userEvent.type(field.email(canvas), 'jane@greenleaf');
    await userEvent.click(submitButton(canvas));

    await expect(
      await canvas.findByText('Enter a valid email address, like name@example.com'),
    ).toBeVisible();
    // Each message is shown and read with its own field.
    await expect(field.email(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(field.email(canvas)).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com',
    );
    await expect(field.storeName(canvas)).toHaveAccessibleDescription('Enter your store name');
    await expect(field.state(canvas)).toHaveAccessibleDescription('Select a state');
    await expect(canvas.getByText('Enter your store name')).toBeVisible();
    await expect(field.name(canvas)).not.toHaveAttribute('aria-invalid');
    // Focus goes to the first field that needs attention.
    await waitFor(() => expect(field.email(canvas)).toHaveFocus());
    // What was typed stays.
    await expect(field.name(canvas)).toHaveValue(application.name);
    await expect(field.email(canvas)).toHaveValue('jane@greenleaf');
    await expect(screen.queryByText('Application Submitted!')).toBeNull();
  },
};

export const Pending: Story = {
  parameters: { msw: { handlers: scenarios.slow } },
  play: async ({ canvas }) => {
    await fillAndSubmit(canvas);
    const button = await canvas.findByRole('button', { name: 'Submitting…' }, wait);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(field.name(canvas)).toBeDisabled();
    await expectAnswersKept(canvas);
    // A second press while pending sends nothing more and changes nothing.
    await userEvent.click(button);
    await expect(canvas.getByRole('button', { name: 'Submitting…' })).toBeVisible();
  },
};

export const ServerInvalid: Story = {
  name: 'Rejected by server (422)',
  parameters: { msw: { handlers: scenarios.invalid } },
  play: async ({ canvas }) => {
    await fillAndSubmit(canvas);
    const alert = await canvas.findByRole('alert', {}, wait);
    await expect(alert).toHaveTextContent('Please check your application');
    await expect(alert).toHaveTextContent('Please check the highlighted fields.');
    await expect(field.email(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(field.storeName(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(field.storeName(canvas)).toHaveAccessibleDescription('Enter your store name');
    await expectAnswersKept(canvas);
  },
};

export const ServerError: Story = {
  name: 'Server error (500)',
  parameters: { msw: { handlers: scenarios.serverError } },
  play: async ({ canvas }) => {
    await fillAndSubmit(canvas);
    const alert = await canvas.findByRole('alert', {}, wait);
    await expect(alert).toHaveTextContent('Your application was not sent');
    await expect(alert).toHaveTextContent("We couldn't send your application.");
    await expectAnswersKept(canvas);
    await expect(submitButton(canvas)).toBeEnabled();
    await expect(screen.queryByText('Application Submitted!')).toBeNull();
  },
};

export const Offline: Story = {
  parameters: { msw: { handlers: scenarios.offline } },
  play: async ({ canvas }) => {
    await fillAndSubmit(canvas);
    const alert = await canvas.findByRole('alert', {}, wait);
    await expect(alert).toHaveTextContent('You appear to be offline.');
    await expectAnswersKept(canvas);
  },
};

export const Success: Story = {
  parameters: { msw: { handlers } },
  play: async ({ canvas }) => {
    await fillAndSubmit(canvas);
    const toasts = within(screen.getByRole('region', { name: 'Notifications' }));
    // The toast slides in: wait until it has finished appearing.
    await waitFor(() => expect(toasts.getByText('Application Submitted!')).toBeVisible(), wait);
    await expect(
      toasts.getByText(
        "We'll review your wholesale application and get back to you within 2-3 business days.",
      ),
    ).toBeVisible();
    // The form is cleared for the next application.
    await expect(field.name(canvas)).toHaveValue('');
    await expect(field.email(canvas)).toHaveValue('');
    await expect(field.storeName(canvas)).toHaveValue('');
    await expect(field.state(canvas)).toHaveValue('');
    await expect(field.message(canvas)).toHaveValue('');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { chromatic: phoneOnly },
  play: async ({ canvas }) => {
    await openWholesale(canvas);
    // Stacked: the form comes below the lists, and nothing is wider than the phone.
    const form = canvas.getByRole('form', { name: 'Wholesale application' });
    const requirements = canvas.getByRole('heading', { name: 'Requirements' });
    await expect(form.getBoundingClientRect().top).toBeGreaterThan(
      requirements.getBoundingClientRect().bottom,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText('Enter your name')).toBeVisible();
  },
};

export const Dark: Story = {
  ...darkScreen,
  play: async ({ canvas }) => {
    await openWholesale(canvas);
    await expectDarkApplied();
    await expect(submitButton(canvas)).toBeVisible();
    await expect(canvas.getByText('98%')).toBeVisible();
  },
};
