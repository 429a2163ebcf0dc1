import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { findProduct } from '../../src/catalogue/products';
import { findStrain } from '../../src/catalogue/strains';
import type { Cart } from '../../src/catalogue/types';
import { Button } from '../../src/components/Button';
import { OrderSummary } from '../../src/components/OrderSummary';
import { multiplyCents } from '../../src/lib/money';
import { shippingFor, shippingText } from '../../src/lib/shipping';

const superGlue = findStrain('super-glue');
const gelato = findStrain('gelato');
const balm = findProduct(46);
if (!superGlue || !gelato || !balm) throw new Error('Catalogue items missing');

const balmLine = {
  id: balm.id,
  name: balm.name,
  size: 'Standard',
  price: balm.price,
  quantity: 1,
  image: balm.image,
};

const lines: Cart = [
  {
    id: 'super-glue',
    name: superGlue.name,
    size: '3.5g',
    price: superGlue.pricing['3.5g'],
    quantity: 2,
    image: superGlue.image,
  },
  {
    id: 'gelato',
    name: gelato.name,
    size: '28g',
    price: gelato.pricing['28g'],
    quantity: 1,
    image: gelato.image,
  },
  balmLine,
];

function totals(cart: Cart) {
  const subtotal = cart.reduce((sum, line) => sum + multiplyCents(line.price, line.quantity), 0);
  const shipping = shippingFor(subtotal);
  return { subtotal, shipping, total: subtotal + shipping };
}

const meta = {
  title: 'Components/Cards/OrderSummary',
  component: OrderSummary,
  tags: ['!autodocs', 'stable'],
  args: { lines, ...totals(lines) },
  // The lines are records with image URLs: the stories show their cases.
  argTypes: { lines: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value next to a term in the summary's <dl>. */
function valueOf(term: HTMLElement): string | null | undefined {
  return term.nextElementSibling?.textContent;
}

export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    // $49.98 + $175.00 + $24.99
    await expect(valueOf(canvas.getByText('Subtotal'))).toBe('$249.97');
    await expect(valueOf(canvas.getByText(shippingText.summaryLabel))).toBe('$10.00');
    await expect(valueOf(canvas.getByText('Total'))).toBe('$259.97');
    // The full variant does not list the items.
    await expect(canvas.queryByRole('list', { name: 'Items' })).toBeNull();
  },
};

export const Compact: Story = {
  args: { variant: 'compact' },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const [first, second, third] = items;
    await expect(first).toHaveTextContent('Super Glue');
    await expect(first).toHaveTextContent('1/8 oz (3.5g) × 2');
    await expect(first).toHaveTextContent('$49.98');
    await expect(second).toHaveTextContent('1 oz (28g) × 1');
    await expect(third).toHaveTextContent('Standard × 1');
    await expect(valueOf(canvas.getByText(shippingText.checkoutLabel))).toBe('$10.00');
    await expect(canvas.getByText('Flat Rate Shipping – $10 (All U.S. orders)')).toBeVisible();
  },
};

export const WithActions: Story = {
  render: (args) => (
    <OrderSummary {...args}>
      <Button fullWidth>Proceed to Checkout</Button>
      <Button fullWidth variant="secondary">
        Continue Shopping
      </Button>
    </OrderSummary>
  ),
  play: async ({ canvas }) => {
    const checkout = canvas.getByRole('button', { name: 'Proceed to Checkout' });
    const total = canvas.getByText('Total');
    // The actions come after the totals.
    await expect(
      total.compareDocumentPosition(checkout) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    // Inside the summary's region.
    const region = canvas.getByRole('region', { name: 'Order Summary' });
    await expect(within(region).getByRole('button', { name: 'Continue Shopping' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { lines: [], ...totals([]), variant: 'compact' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list', { name: 'Items' })).toBeNull();
    await expect(valueOf(canvas.getByText('Subtotal'))).toBe('$0.00');
    await expect(valueOf(canvas.getByText(shippingText.checkoutLabel))).toBe('$0.00');
    await expect(valueOf(canvas.getByText('Total'))).toBe('$0.00');
  },
};

export const LongNames: Story = {
  args: {
    variant: 'compact',
    lines: [
      {
        ...balmLine,
        name: 'Pomegranate Full-Spectrum Nano-Emulsified Sleep & Recovery Gummies, Extra-Strength Family Size',
        size: '50ct',
        quantity: 99,
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('50ct × 99')).toBeVisible();
    const box = canvasElement.querySelector('section');
    await expect(box?.scrollWidth).toBeLessThanOrEqual(box?.clientWidth ?? 0);
  },
};

export const Phone: Story = {
  args: { variant: 'compact' },
  globals: { viewport: { value: 'phone' } },
};

export const Dark: Story = { args: { variant: 'compact' }, globals: { theme: 'dark' } };
