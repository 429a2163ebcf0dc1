import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import {
  ShippingRestriction,
  type ShippingRestrictionProps,
} from '../../src/components/ShippingRestriction';

const meta = {
  title: 'Components/Forms/ShippingRestriction',
  component: ShippingRestriction,
  tags: ['!autodocs', 'stable'],
  args: {
    stateName: 'Idaho',
    items: [
      { key: 'gelato|3.5g', name: 'Gelato', sizeLabel: '1/8 oz (3.5g)' },
      { key: '37|5ct', name: 'Watermelon Hemp Gummies', sizeLabel: '5ct' },
    ],
    onRemove: fn(),
  },
} satisfies Meta<typeof ShippingRestriction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Names the state and every item that cannot ship there; each has its own Remove. */
export const SeveralItems: Story = {
  play: async ({ canvas, args }) => {
    const message = canvas.getByRole('status');
    await expect(message).toHaveTextContent("These 2 items can't ship to Idaho");
    await expect(message).toHaveTextContent('Gelato, 1/8 oz (3.5g)');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Watermelon Hemp Gummies, 5ct' }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(args.items[1]);
  },
};

export const OneItem: Story = {
  args: {
    stateName: 'Texas',
    items: [{ key: 'gelato|3.5g', name: 'Gelato', sizeLabel: '1/8 oz (3.5g)' }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent("This item can't ship to Texas");
    await expect(canvas.getByText(/Remove it or choose another state/)).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const message = canvas.getByRole('status');
    await expect(message.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The items as the cart holds them: a Remove takes its item out. */
function Removable(props: ShippingRestrictionProps) {
  const [items, setItems] = useState(props.items);
  return items.length === 0 ? (
    <p>Nothing left that Idaho refuses.</p>
  ) : (
    <ShippingRestriction
      {...props}
      items={items}
      onRemove={(item) => {
        setItems(items.filter((other) => other !== item));
        props.onRemove(item);
      }}
    />
  );
}

/**
 * Removed by keyboard: the focus goes on to the Remove now in the pressed one's place, so the
 * shopper is not sent back to the page's start (after the last one, CheckoutForm takes it to the
 * State field). The picture is SeveralItems'.
 */
export const RemovingByKeyboard: Story = {
  tags: ['no-visual'],
  render: (args) => <Removable {...args} />,
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Remove Gelato, 1/8 oz (3.5g)' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledWith(args.items[0]);
    await expect(
      canvas.getByRole('button', { name: 'Remove Watermelon Hemp Gummies, 5ct' }),
    ).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent("This item can't ship to Idaho");
  },
};
