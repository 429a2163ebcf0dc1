import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { parseShopQuery } from '../../src/catalogue/query';
import { facetChoices, facetCounts } from '../../src/catalogue/refine';
import { FacetGroup, type FacetGroupProps } from '../../src/components/FacetGroup';
import { withCardWidth } from '../support/cardWidth';
import { gridStates, StateGrid } from '../support/states';

/** The group with its boxes ticking as the shop's URL would tick them. */
function Stateful(props: FacetGroupProps) {
  const [selected, setSelected] = useState(props.selected);
  return (
    <FacetGroup
      {...props}
      selected={selected}
      onToggle={(value, checked) => {
        setSelected((now) => (checked ? [...now, value] : now.filter((v) => v !== value)));
        props.onToggle(value, checked);
      }}
    />
  );
}

// Counted from the catalogue, as the shop counts them.
const counts = (search: string) => facetCounts(parseShopQuery(new URLSearchParams(search)));

const meta = {
  title: 'Components/Controls/FacetGroup',
  component: FacetGroup,
  tags: ['!autodocs', 'beta'],
  // About the shop sidebar's width (15rem).
  decorators: [withCardWidth],
  parameters: { cardWidth: '15rem' },
  args: {
    legend: 'Effects',
    name: 'effect',
    options: facetChoices('effects', counts('')),
    selected: [],
    onToggle: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof FacetGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Effects' });
    await expect(within(group).getAllByRole('checkbox')).toHaveLength(8);
    await expect(canvas.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    const relaxed = canvas.getByRole('checkbox', { name: 'Relaxed' });
    // Named by its label; the count is its description.
    await expect(relaxed).toHaveAccessibleDescription('26 products');
    // Named like the URL's parameter, so a plain form sends ?effect=relaxed.
    await expect(relaxed).toHaveAttribute('name', 'effect');
    await expect(relaxed).toHaveAttribute('value', 'relaxed');
    await userEvent.click(canvas.getByText('Sleepy'));
    await expect(args.onToggle).toHaveBeenLastCalledWith('sleepy', true);
    await expect(canvas.getByRole('checkbox', { name: 'Sleepy' })).toBeChecked();
  },
};

export const SomeChosen: Story = {
  args: {
    selected: ['relaxed', 'calm'],
    options: facetChoices('effects', counts('effect=relaxed&effect=calm')),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Relaxed' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Calm' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Calm' }));
    await expect(args.onToggle).toHaveBeenLastCalledWith('calm', false);
    await expect(canvas.getByRole('checkbox', { name: 'Calm' })).not.toBeChecked();
  },
};

/** Strain types with Sleepy chosen elsewhere: no Sativa is described as sleepy. */
export const DisabledValue: Story = {
  args: {
    legend: 'Strain type',
    name: 'type',
    options: facetChoices('types', counts('effect=sleepy')),
  },
  play: async ({ canvas, args }) => {
    const sativa = canvas.getByRole('checkbox', { name: 'Sativa' });
    await expect(sativa).toBeDisabled();
    await expect(sativa).toHaveAccessibleDescription('0 products');
    await userEvent.click(canvas.getByText('Sativa'));
    await expect(args.onToggle).not.toHaveBeenCalled();
    await expect(canvas.getByRole('checkbox', { name: 'Indica' })).toBeEnabled();
  },
};

/** A value at zero that is ticked stays enabled, so it can be taken off. */
export const ChosenAtZero: Story = {
  args: {
    legend: 'Strain type',
    name: 'type',
    options: facetChoices('types', counts('effect=sleepy&type=sativa')),
    selected: ['sativa'],
  },
  play: async ({ canvas }) => {
    const sativa = canvas.getByRole('checkbox', { name: 'Sativa' });
    await expect(sativa).toBeEnabled();
    await userEvent.click(sativa);
    await expect(sativa).not.toBeChecked();
  },
};

/** Potency says what each band covers per form, from the band limits. */
export const Potency: Story = {
  args: { legend: 'Potency', name: 'potency', options: facetChoices('potency', counts('')) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'High' })).toHaveAccessibleDescription(
      '11 products Flower 24% and up · concentrates 66% and up · vapes 60% and up · edibles 10 mg and up a serving',
    );
    await expect(canvas.getByText(/^Flower under 18%/)).toBeVisible();
  },
};

/**
 * A row hovered (its name underlined: the whole row ticks the box) and its box focused by
 * keyboard, ticked and not, forced by the pseudo-states addon.
 */
export const States: Story = {
  ...gridStates(
    { hover: 'label', focusVisible: 'input' },
    {
      parameters: { cardWidth: 'none' },
      // Hover shows on the row's name; the focus ring on the box itself.
      drawnBy: (element, state) =>
        state === 'focus-visible' ? element : element.querySelector('span')!,
    },
  ),
  render: ({ onToggle }) => (
    <StateGrid
      rows={[
        { label: 'Not ticked', selected: [] },
        { label: 'Ticked', selected: ['relaxed'] },
      ]}
      only={['rest', 'hover', 'focus-visible']}
      cellWidth="12rem"
      render={({ selected }, state) => (
        <FacetGroup
          legend={`Effects, ${state}`}
          name={`effect-${state}`}
          options={facetChoices('effects', counts('')).slice(0, 1)}
          selected={selected}
          onToggle={onToggle}
        />
      )}
    />
  ),
};
