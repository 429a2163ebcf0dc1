import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '../../src/api/handlers';
import { fillWholesaleApplication, wholesaleField as field } from '../support/forms';
import { screenMeta, type ScreenParameters } from '../support/screenStory';

/** A retailer finds the wholesale page from the top bar, applies, and is told what happens next. */
const meta = {
  title: 'Flows/Wholesale',
  ...screenMeta,
  decorators: [...screenMeta.decorators],
  parameters: {
    ...screenMeta.parameters,
    screen: { path: '/' } satisfies ScreenParameters,
    msw: { handlers },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

import { wait } from '../support/timing';

export const OpenWholesale: Story = {
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: 'Main' }, wait);
    await userEvent.click(within(nav).getByRole('link', { name: 'Wholesale' }));
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Join the Silk Road Wholesale Network' },
        wait,
      ),
    ).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Wholesale' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const FillApplication: Story = {
  play: async (context) => {
    await OpenWholesale.play?.(context);
    const { canvas } = context;
    await fillWholesaleApplication(canvas, {
      name: 'Jane Doe',
      email: 'jane@greenleaf.example',
      storeName: 'Green Leaf Market',
      state: 'Oregon',
      message: 'One store in Portland.',
    });
    await expect(field.state(canvas)).toHaveValue('Oregon');
    await expect(field.email(canvas)).toHaveValue('jane@greenleaf.example');
  },
};

export const SubmitApplication: Story = {
  play: async (context) => {
    await FillApplication.play?.(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Application' }));
    const toasts = within(screen.getByRole('region', { name: 'Notifications' }));
    // The toast slides in: wait until it has finished appearing.
    await waitFor(() => expect(toasts.getByText('Application Submitted!')).toBeVisible(), wait);
    await expect(toasts.getByText(/within 2-3 business days/)).toBeVisible();
    for (const control of Object.values(field)) {
      await expect(control(canvas)).toHaveValue('');
    }
  },
};
