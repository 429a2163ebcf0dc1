import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { potencyLine, strainFacts } from '../../src/catalogue/facts';
import { findStrain, strains } from '../../src/catalogue/strains';
import type { Strain, StrainId } from '../../src/catalogue/types';
import { StrainCard, StrainCardFacts } from '../../src/components/StrainCard';
import { withCardWidth } from '../support/cardWidth';
import { statesDrawn, forcedStates } from '../support/states';

function strain(id: string): Strain {
  const found = findStrain(id);
  if (!found) throw new Error(`No strain ${id}`);
  return found;
}

/** A strain's facts as the home screen gives them: from src/catalogue/facts.ts. */
function factsOf(id: StrainId) {
  const facts = strainFacts(id);
  return <StrainCardFacts line={potencyLine(facts)} effects={facts.effects} />;
}

const meta = {
  title: 'Components/Cards/StrainCard',
  component: StrainCard,
  tags: ['!autodocs', 'stable'],
  args: { strain: strain('super-glue'), facts: factsOf('super-glue'), onAdd: fn() },
  argTypes: {
    // A strain from the catalogue by name, not its whole record (image URLs and all).
    strain: {
      control: { type: 'select', labels: Object.fromEntries(strains.map((s) => [s.id, s.name])) },
      options: strains.map((s) => s.id),
      mapping: Object.fromEntries(strains.map((s) => [s.id, s])),
    },
    facts: { control: false },
    onAdd: { control: false },
  },
  decorators: [withCardWidth],
} satisfies Meta<typeof StrainCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Super Glue' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Super Glue' })).toBeVisible();
    await expect(canvas.getByText('Lab Tested & Verified')).toBeVisible();
    // Type and THC as one line of text under the name, then the effects.
    await expect(canvas.getByText('Indica · THC 24.5%')).toBeVisible();
    const effects = within(canvas.getByRole('list', { name: 'Effects' }));
    await expect(effects.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Relaxed',
      'Calm',
      'Happy',
    ]);
    // Defaults: 3.5g and 1.
    await expect(canvas.getByRole('radio', { name: '1/8 oz (3.5g)' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
    await expect(canvas.getByRole('status', { name: 'Total' })).toHaveTextContent('$24.99');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAdd).toHaveBeenCalledWith({ id: 'super-glue', size: '3.5g', quantity: 1 });
  },
};

export const ChooseOunceAndQuantity: Story = {
  name: 'Choose 28g × 3 and add',
  args: { strain: strain('gelato'), facts: factsOf('gelato') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Hybrid · THC 22.8%')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '1 oz (28g)' }));
    await expect(canvas.getByRole('radio', { name: '1 oz (28g)' })).toBeChecked();
    const plus = canvas.getByRole('button', { name: /^Increase quantity of / });
    await userEvent.click(plus);
    await userEvent.click(plus);
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
    await expect(canvas.getByRole('status', { name: 'Total' })).toHaveTextContent('$525.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await expect(args.onAdd).toHaveBeenCalledWith({ id: 'gelato', size: '28g', quantity: 3 });
  },
};

/**
 * What a shopper sees who pressed before the app's code ran (docs/first-second.md): the
 * prerendered page's script (public/theme-init.js) marks each press `data-early="pending"` at
 * once, and the app does them in order once it takes over. Here the marks are set as that script
 * sets them: a size chip drawn with a dashed edge (the choice to come), the quantity step and Add
 * to Cart with a turning ring, their labels still readable.
 */
export const PressedBeforeTheAppRuns: Story = {
  name: 'Pressed before the app runs',
  play: async ({ canvas, args }) => {
    const chip = canvas.getByRole('radio', { name: '1 oz (28g)' });
    const plus = canvas.getByRole('button', { name: /^Increase quantity of / });
    const add = canvas.getByRole('button', { name: 'Add to Cart' });
    for (const control of [chip, plus, add]) control.setAttribute('data-early', 'pending');
    // Not chosen yet: the app has not done it.
    await expect(chip).not.toBeChecked();
    await expect(getComputedStyle(chip.nextElementSibling as Element).outlineStyle).toBe('dashed');
    for (const button of [plus, add]) {
      // The ring: drawn after the label (it turns, except in the visual tests' still pictures).
      await expect(getComputedStyle(button, '::after').content).not.toBe('none');
      await expect(getComputedStyle(button, '::after').borderTopStyle).toBe('solid');
      await expect(getComputedStyle(button).cursor).toBe('progress');
    }
    // The label stays: the ring sits after it, not over it.
    await expect(add).toHaveAccessibleName('Add to Cart');
    const label = add.getBoundingClientRect();
    const ring = Number.parseFloat(getComputedStyle(add, '::after').width);
    await expect(ring).toBeGreaterThan(0);
    await expect(label.width).toBeGreaterThan(ring * 4);
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const QuantityLimits: Story = {
  args: { strain: strain('gary-payton'), facts: factsOf('gary-payton') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Hybrid · THC 26.2%')).toBeVisible();
    const minus = canvas.getByRole('button', { name: /^Decrease quantity of / });
    await expect(minus).toBeDisabled();
    const field = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(field);
    await userEvent.type(field, '150');
    await userEvent.tab();
    await expect(field).toHaveValue('99');
    await expect(canvas.getByRole('button', { name: /^Increase quantity of / })).toBeDisabled();
    // 99 × $24.99
    await expect(canvas.getByRole('status', { name: 'Total' })).toHaveTextContent('$2,474.01');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAdd).toHaveBeenCalledWith({
      id: 'gary-payton',
      size: '3.5g',
      quantity: 99,
    });
  },
};

export const SizeByKeyboard: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('radio', { name: '1/8 oz (3.5g)' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: '1 oz (28g)' })).toBeChecked());
    await expect(canvas.getByRole('status', { name: 'Total' })).toHaveTextContent('$175.00');
  },
};

export const LongName: Story = {
  args: {
    strain: {
      ...strain('gary-payton'),
      name: 'Gary Payton × Wedding Cake Reserve Small-Batch Indoor Selection',
    },
    // Every effect of the vocabulary: the pills wrap inside the card.
    facts: (
      <StrainCardFacts
        line="Hybrid · THC 26.2%"
        effects={['Relaxed', 'Calm', 'Sleepy', 'Happy', 'Uplifted', 'Focused', 'Creative']}
      />
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { name: /Wedding Cake Reserve/ });
    await expect(heading).toBeVisible();
    // The name wraps inside the card instead of overflowing it.
    const card = canvasElement.querySelector('article');
    await expect(card?.scrollWidth).toBeLessThanOrEqual(card?.clientWidth ?? 0);
  },
};

export const AllThree: Story = {
  parameters: { cardWidth: 'none' },
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gap: 24,
        gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
      }}
    >
      {strains.map((item) => (
        <StrainCard
          key={item.id}
          strain={item}
          facts={factsOf(item.id)}
          onAdd={args.onAdd}
          headingLevel={2}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    for (const line of ['Indica · THC 24.5%', 'Hybrid · THC 22.8%', 'Hybrid · THC 26.2%'])
      await expect(canvas.getByText(line)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Add to Cart' })).toHaveLength(3);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add to Cart' });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Dark: Story = {
  args: { strain: strain('gelato'), facts: factsOf('gelato') },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hybrid · THC 22.8%')).toBeVisible();
  },
};

/** Without facts (the screen's chunk did not load): the card still names, prices and sells. */
export const WithoutFacts: Story = {
  args: { facts: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('list', { name: 'Effects' })).toBeNull();
    await expect(canvas.queryByText(/THC/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAdd).toHaveBeenCalledWith({ id: 'super-glue', size: '3.5g', quantity: 1 });
  },
};

/** A pointer over its links (the name, the lab badge), forced by the pseudo-states addon. */
export const Hovered: Story = {
  ...forcedStates({ rootSelector: 'body', hover: ['a'] }),
  play: async ({ canvasElement, id }) => {
    await statesDrawn(id, canvasElement);
    const links = [...canvasElement.querySelectorAll('a')];
    await expect(links.length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(links.some((link) => getComputedStyle(link).textDecorationLine === 'underline')).toBe(
        true,
      ),
    );
  },
};
