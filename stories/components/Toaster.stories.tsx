import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../src/components/Button';
import {
  TOAST_DURATION_MS,
  Toaster,
  type ToasterProps,
  type ToastMessage,
} from '../../src/components/Toaster';

const added: ToastMessage = {
  id: 'added-1',
  title: 'Added to cart',
  description: 'Super Glue, 1/8 oz (3.5g) × 2',
  tone: 'success',
};

const four: ToastMessage[] = [
  { id: 't1', title: 'Added to cart', description: 'Gelato has been added to your cart.' },
  { id: 't2', title: 'Added to cart', description: 'Gary Payton has been added to your cart.' },
  { id: 't3', title: 'Newsletter (demo)', description: 'Nothing was sent.', tone: 'info' },
  {
    id: 't4',
    title: 'Could not save your cart',
    description: 'It will be kept for this visit only.',
    tone: 'error',
  },
];

/** Holds the toasts like a screen would: removes one when the toaster dismisses it. */
function Stateful(props: ToasterProps) {
  const [toasts, setToasts] = useState(props.toasts);
  const next = useRef(1);
  return (
    <>
      <Button
        onClick={() => {
          const id = `new-${next.current++}`;
          setToasts((current) => [
            ...current,
            { id, title: 'Added to cart', description: `Toast ${id}` },
          ]);
        }}
      >
        Add a toast
      </Button>
      <Toaster
        {...props}
        toasts={toasts}
        onDismiss={(id) => {
          setToasts((current) => current.filter((toast) => toast.id !== id));
          props.onDismiss(id);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/Controls/Toaster',
  component: Toaster,
  tags: ['!autodocs', 'stable'],
  args: { toasts: [added], onDismiss: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await expect(region).toHaveTextContent('Added to cart');
    await expect(region).toHaveTextContent('Super Glue, 1/8 oz (3.5g) × 2');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notification' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('added-1');
    await waitFor(() => expect(canvas.queryByText('Added to cart')).toBeNull());
    // The live region stays in the page, empty, so the next toast is announced.
    await expect(region.querySelector('[aria-live="polite"]')).toBeInTheDocument();
  },
};

export const AtMostThree: Story = {
  args: { toasts: four },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(3));
    // The oldest is dropped, the three newest stay (the toaster tells the page once it has
    // rendered, which in a browser without a test harness can be a frame later).
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('t1'));
    await expect(canvas.queryByText('Gelato has been added to your cart.')).toBeNull();
    // Toasts fade in: wait for the end of the entrance.
    await waitFor(() => expect(canvas.getByText('Could not save your cart')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Add a toast' }));
    await waitFor(() => expect(canvas.getByText('Toast new-1')).toBeVisible());
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(args.onDismiss).toHaveBeenCalledWith('t2');
  },
};

export const DismissesItself: Story = {
  args: { duration: 600 },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(canvas.getByText('Added to cart')).toBeVisible());
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('added-1'), { timeout: 2000 });
    await waitFor(() => expect(canvas.queryByText('Added to cart')).toBeNull());
  },
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const PausesOnHoverAndFocus: Story = {
  args: { duration: 300 },
  play: async ({ canvas, args }) => {
    const toast = canvas.getByText('Added to cart');
    await userEvent.hover(toast);
    await wait(600);
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await userEvent.unhover(toast);

    canvas.getByRole('button', { name: 'Dismiss notification' }).focus();
    await wait(600);
    await expect(args.onDismiss).not.toHaveBeenCalled();

    // Focus leaves: the timer resumes and the toast goes.
    canvas.getByRole('button', { name: 'Add a toast' }).focus();
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('added-1'), { timeout: 2000 });
  },
};

export const KeyboardDismiss: Story = {
  args: { toasts: four.slice(1) },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Add a toast' });
    trigger.focus();
    await userEvent.tab();
    const [first, second] = canvas.getAllByRole('button', { name: 'Dismiss notification' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledWith('t2');
    // Focus moves to the next toast's button, not to the page.
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryAllByRole('listitem')).toHaveLength(0));
    // The last one gives focus back to where it came from.
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeAndAction: Story = {
  args: {
    toasts: [
      { id: 't1', title: 'Added to cart', description: 'Gelato has been added to your cart.' },
      { ...added, id: 'added-2', action: { label: 'View cart', href: '/cart' } },
    ],
  },
  play: async ({ canvas, args }) => {
    // The add-to-cart toast offers the way to the cart.
    await expect(canvas.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    // A person presses Escape once the toasts are on screen (they fade in).
    await waitFor(() => expect(canvas.getByText('Super Glue, 1/8 oz (3.5g) × 2')).toBeVisible());
    // Escape dismisses the newest toast only, wherever focus is.
    canvas.getByRole('button', { name: 'Add a toast' }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenCalledWith('added-2');
    await expect(args.onDismiss).not.toHaveBeenCalledWith('t1');
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(1));
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenCalledWith('t1');
  },
};

export const MovesAwayFromFocus: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { toasts: [added] },
  render: (args) => (
    <>
      <div style={{ height: '100vh' }} />
      <Stateful {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    // The focused control sits at the bottom of the screen: the toasts move to the top.
    const trigger = canvas.getByRole('button', { name: 'Add a toast' });
    trigger.scrollIntoView({ block: 'end' });
    trigger.focus();
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await waitFor(() =>
      expect(region.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        trigger.getBoundingClientRect().top,
      ),
    );
  },
};

export const Empty: Story = {
  args: { toasts: [] },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await expect(region.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement();
    await expect(TOAST_DURATION_MS).toBe(4000);
  },
};

export const Phone: Story = {
  args: { toasts: four.slice(1) },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Notifications' });
    const box = region.getBoundingClientRect();
    // Full width minus the side gaps, sitting at the bottom.
    await expect(box.width).toBeGreaterThan(window.innerWidth - 40);
    await expect(window.innerHeight - box.bottom).toBeLessThan(24);
  },
};

export const Desktop: Story = {
  args: { toasts: four.slice(1) },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('region', { name: 'Notifications' }).getBoundingClientRect();
    await expect(box.width).toBeLessThan(window.innerWidth / 2);
    await expect(window.innerWidth - box.right).toBeLessThan(40);
  },
};

export const Dark: Story = { args: { toasts: four.slice(1) }, globals: { theme: 'dark' } };
