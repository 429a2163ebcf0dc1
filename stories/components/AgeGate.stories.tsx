import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { AgeGate, type AgeGateProps } from '../../src/components/AgeGate';

/** The gate over a stand-in page, closing when confirmed as the real layout does. */
function GatedPage(props: AgeGateProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <main>
        <h1>Premium Hemp, Elevated</h1>
        <p>The page behind the gate.</p>
        <button type="button">Shop Strains</button>
      </main>
      <AgeGate
        open={open}
        onConfirm={() => {
          props.onConfirm();
          setOpen(false);
        }}
        onDecline={props.onDecline}
      />
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Are you 21 or older?' });

const meta = {
  title: 'Components/Overlays/AgeGate',
  component: AgeGate,
  tags: ['!autodocs', 'stable'],
  args: { open: true, onConfirm: fn(), onDecline: fn() },
  render: (args) => <GatedPage {...args} />,
} satisfies Meta<typeof AgeGate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const gate = await screen.findByRole('dialog', { name: 'Are you 21 or older?' });
    await waitFor(() => expect(gate).toBeVisible());
    await expect(gate).toHaveAccessibleDescription(
      'Silk Road sells hemp-derived products for adults 21 and older only. Please confirm your age to enter.',
    );
    await expect(gate).toHaveTextContent('Silk Road');

    // Focus starts on the confirm button, inside the dialog.
    const confirm = screen.getByRole('button', { name: "I'm 21 or Older" });
    await waitFor(() => expect(confirm).toHaveFocus());

    // It is a modal: the browser makes the page behind inert, so a click there does nothing.
    await expect(gate.matches(':modal')).toBe(true);
    const behind = screen.getByRole('button', { name: 'Shop Strains', hidden: true });
    await userEvent.click(behind, { pointerEventsCheck: 0 });
    await expect(behind).not.toHaveFocus();

    // Escape is refused.
    await userEvent.keyboard('{Escape}');
    const escape = new Event('cancel', { cancelable: true });
    gate.dispatchEvent(escape);
    await expect(escape.defaultPrevented).toBe(true);
    await expect(dialog()).toBeVisible();

    // A press on the backdrop (the dialog itself, outside its content) neither closes it nor
    // takes focus off the buttons.
    await userEvent.click(gate);
    await expect(dialog()).toBeVisible();
    await expect(confirm).toHaveFocus();

    // Tab moves between the two choices (the page behind is inert, checked above).
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: "I'm Under 21" })).toHaveFocus();

    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onDecline).not.toHaveBeenCalled();
  },
};

export const Confirm: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: "I'm 21 or Older" }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onDecline).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The page is usable again.
    const behind = screen.getByRole('button', { name: 'Shop Strains' });
    await expect(behind).toBeVisible();
    await userEvent.click(behind);
    await expect(behind).toHaveFocus();
  },
};

/** Browsers may close a modal on a second Escape even when cancel is refused: it comes straight back. */
export const ReopensIfTheBrowserClosesIt: Story = {
  play: async ({ args }) => {
    const gate = await screen.findByRole('dialog', { name: 'Are you 21 or older?' });
    (gate as HTMLDialogElement).close();
    await waitFor(() => expect(dialog()).toBeVisible());
    await expect(gate.matches(':modal')).toBe(true);
    await expect(screen.getByRole('button', { name: "I'm 21 or Older" })).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Decline: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: "I'm Under 21" }));
    await expect(args.onDecline).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(screen.getByRole('heading', { name: 'Premium Hemp, Elevated' })).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    const gate = await screen.findByRole('dialog');
    const box = gate.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    const gate = await screen.findByRole('dialog');
    // It fades in.
    await waitFor(() => expect(gate).toBeVisible());
  },
};
