import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { phoneOnly } from '../../.storybook/modes';
import { parseShopQuery } from '../../src/catalogue/query';
import { facetChoices, facetCounts } from '../../src/catalogue/refine';
import { Button } from '../../src/components/Button';
import { FacetGroup } from '../../src/components/FacetGroup';
import { FilterSheet, type FilterSheetProps } from '../../src/components/FilterSheet';

const counts = facetCounts(parseShopQuery(new URLSearchParams('effect=relaxed')));

/** The sheet with the Filters button that opens it, as the shop has it on a phone. */
function SheetWithButton(props: FilterSheetProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Filters ({props.activeCount})
      </Button>
      <FilterSheet
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/Overlays/FilterSheet',
  component: FilterSheet,
  tags: ['!autodocs', 'beta'],
  globals: { viewport: { value: 'phone' } },
  parameters: { layout: 'fullscreen', chromatic: phoneOnly },
  args: {
    open: true,
    onClose: fn(),
    resultCount: 26,
    activeCount: 1,
    onClearAll: fn(),
    children: (
      <>
        <FacetGroup
          legend="Effects"
          name="effect"
          options={facetChoices('effects', counts)}
          selected={['relaxed']}
          onToggle={() => undefined}
        />
        <FacetGroup
          legend="Strain type"
          name="type"
          options={facetChoices('types', counts)}
          selected={[]}
          onToggle={() => undefined}
        />
      </>
    ),
  },
  render: (args) => <SheetWithButton {...args} />,
} satisfies Meta<typeof FilterSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const sheet = await screen.findByRole('dialog', { name: /^Filters/ });
    await expect(within(sheet).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Filters (1 on)',
    );
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    await expect(within(sheet).getByRole('group', { name: 'Effects' })).toBeVisible();
    await expect(within(sheet).getByRole('checkbox', { name: 'Sativa' })).toBeDisabled();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Clear all' }));
    await expect(args.onClearAll).toHaveBeenCalledOnce();
    // Focus stays in the sheet, on what comes next, rather than going with the button.
    await expect(within(sheet).getByRole('button', { name: 'Show 26 products' })).toHaveFocus();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Show 26 products' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const EscapeCloses: Story = {
  args: { open: false, activeCount: 0, resultCount: 1 },
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Filters (0)' });
    await userEvent.click(opener);
    const sheet = await screen.findByRole('dialog', { name: /^Filters/ });
    await expect(within(sheet).getByRole('heading', { level: 2 })).toHaveTextContent(/^Filters$/);
    // No filter on: no Clear all; one product is said in the singular.
    await expect(within(sheet).queryByRole('button', { name: 'Clear all' })).toBeNull();
    await expect(within(sheet).getByRole('button', { name: 'Show 1 product' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
