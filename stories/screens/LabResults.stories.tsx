// Renders LabResultsScreen (src/screens/LabResultsScreen.tsx) and checkout's state rule through the real routes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { darkOnly, phoneOnly } from '../../.storybook/modes';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type ScreenParameters, screenAt } from '../support/screenStory';

const meta = {
  title: 'Screens/Lab Results',
  ...screenAt({ path: '/lab-results/super-glue' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

import { wait } from '../support/timing';

/** A strain's printable certificate: name, batch, the panel with its computed total THC. */
export const StrainCertificate: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Super Glue' }, wait);
    const panel = within(canvas.getByRole('table', { name: 'Cannabinoid panel' }));
    await expect(panel.getByRole('row', { name: /Total THC .* 24\.5%$/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Print certificate' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  },
};

export const UnknownItem: Story = {
  parameters: { screen: { path: '/lab-results/nope' } satisfies ScreenParameters },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Lab Results Not Found' }, wait),
    ).toBeVisible();
  },
};

/** Checkout with Idaho chosen: the message names the items that cannot ship there. */
export const CheckoutRestrictedState: Story = {
  parameters: {
    screen: {
      path: '/checkout',
      cart: [{ id: 'gelato', size: '3.5g', quantity: 1 }],
    } satisfies ScreenParameters,
    chromatic: phoneOnly,
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const state = await canvas.findByRole('combobox', { name: 'State' }, wait);
    await userEvent.selectOptions(state, 'ID');
    await expect(canvas.getByText("This item can't ship to Idaho")).toBeVisible();
    await expect(canvas.getByText('Gelato, 1/8 oz (3.5g)')).toBeVisible();
    await userEvent.selectOptions(state, 'CO');
    await expect(canvas.queryByText(/can't ship to/)).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  parameters: { chromatic: darkOnly },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Super Glue' }, wait);
    await waitFor(() => expect(document.documentElement.dataset.colorMode).toBe('dark'));
    await expect(canvas.getByRole('table', { name: 'Cannabinoid panel' })).toBeVisible();
  },
};
