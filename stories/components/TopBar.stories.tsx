import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Canvas } from '../support/forms';
import { ThemeSwitcher } from '../../src/components/ThemeSwitcher';
import { TopBar } from '../../src/components/TopBar';
import { statesDrawn, forcedStates } from '../support/states';
import { wait } from '../support/timing';

const meta = {
  title: 'Components/Shell/TopBar',
  component: TopBar,
  tags: ['!autodocs', 'stable'],
  args: { cartCount: 0 },
  parameters: {
    layout: 'fullscreen',
    route: '/shop',
    docs: {
      description: {
        component:
          'The search stories (Search closed to Search dark) show SearchCombobox (src/components/TopBar/SearchCombobox.tsx): the top bar renders a plain GET form to /shop, and the combobox, a chunk of its own, takes its place on the first focus or hover.',
      },
    },
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyCart: Story = {
  play: async ({ canvas }) => {
    const cart = canvas.getByRole('link', { name: 'Cart, empty' });
    await expect(cart).toHaveAttribute('href', '/cart');
    // No badge at 0.
    await expect(cart).toHaveTextContent('');
    await expect(canvas.getByRole('link', { name: 'Shop' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  },
};

export const ThreeItems: Story = {
  args: { cartCount: 3 },
  play: async ({ canvas }) => {
    const cart = canvas.getByRole('link', { name: 'Cart, 3 items' });
    await expect(cart).toHaveTextContent('3');
  },
};

export const WithSavedCount: Story = {
  args: { cartCount: 1, savedCount: 3 },
  play: async ({ canvas }) => {
    const saved = canvas.getByRole('link', { name: 'Saved, 3 products' });
    // A plain link: it works before the app's scripts run.
    await expect(saved).toHaveAttribute('href', '/saved');
    await expect(saved).toHaveTextContent('3');
    await expect(canvas.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  },
};

export const NothingSaved: Story = {
  play: async ({ canvas }) => {
    const saved = canvas.getByRole('link', { name: 'Saved, none' });
    await expect(saved).toHaveTextContent('');
    await expect(saved).not.toHaveAttribute('aria-current');
  },
};

export const OnTheSavedPage: Story = {
  args: { savedCount: 1 },
  parameters: { route: '/saved' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Saved, 1 product' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const PhoneWithSavedCount: Story = {
  args: {
    cartCount: 12,
    savedCount: 120,
    themeSwitcher: <ThemeSwitcher value="dark" onChange={fn()} />,
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    // Every control of the bar stays whole on a phone: search, theme, saved, cart and Menu.
    const saved = canvas.getByRole('link', { name: 'Saved, 99+ products' });
    await expect(saved).toHaveTextContent('99+');
    for (const control of [
      canvas.getByLabelText('Search', { selector: 'summary' }),
      canvas.getByRole('group', { name: 'Theme' }),
      saved,
      canvas.getByRole('link', { name: 'Cart, 12 items' }),
      canvas.getByRole('button', { name: 'Menu' }),
    ]) {
      const box = control.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};

export const OverNinetyNine: Story = {
  args: { cartCount: 120 },
  play: async ({ canvas }) => {
    const cart = canvas.getByRole('link', { name: 'Cart, 99+ items' });
    await expect(cart).toHaveTextContent('99+');
  },
};

export const WithThemeSwitcher: Story = {
  args: {
    cartCount: 1,
    themeSwitcher: <ThemeSwitcher value="system" onChange={fn()} />,
  },
  play: async ({ canvas }) => {
    const theme = canvas.getByRole('group', { name: 'Theme' });
    await expect(theme).toBeVisible();
    await expect(within(theme).getByRole('radio', { name: 'System' })).toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  },
};

export const MobileMenuClosed: Story = {
  args: { cartCount: 2 },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('dialog', { name: 'Main menu' })).not.toBeInTheDocument();
    // Below 768px the inline links are hidden behind the menu.
    await expect(canvas.queryByRole('link', { name: 'Wholesale' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  },
};

export const MobileMenuOpen: Story = {
  args: { cartCount: 2 },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const dialog = await screen.findByRole('dialog', { name: 'Main menu' });
    const wholesale = within(dialog).getByRole('link', { name: 'Wholesale' });
    await expect(wholesale).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Shop' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Focus moves into the menu, to its first link.
    await waitFor(() => expect(within(dialog).getByRole('link', { name: 'Home' })).toHaveFocus());
    // It sits below the bar, inside the phone's width.
    const panel = dialog.getBoundingClientRect();
    const bar = canvas.getByRole('banner').getBoundingClientRect();
    await expect(panel.top).toBeGreaterThanOrEqual(bar.bottom);
    await expect(panel.left).toBeGreaterThanOrEqual(0);
    await expect(panel.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const MobileMenuClosesOnChoice: Story = {
  args: { cartCount: 2 },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menuButton);
    const dialog = await screen.findByRole('dialog', { name: 'Main menu' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Learn' }));
    await waitFor(() => expect(menuButton).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Main menu' })).not.toBeInTheDocument(),
    );
    await expect(screen.queryByRole('link', { name: 'Learn' })).not.toBeInTheDocument();
  },
};

export const MobileMenuClosesOnEscape: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menuButton);
    const dialog = await screen.findByRole('dialog', { name: 'Main menu' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menuButton).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Main menu' })).not.toBeInTheDocument(),
    );
    // Focus goes back to the button that opened it.
    await waitFor(() => expect(menuButton).toHaveFocus());
  },
};

export const MobileMenuClosesOnOutsideClick: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menuButton);
    await screen.findByRole('dialog', { name: 'Main menu' });
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(menuButton).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Main menu' })).not.toBeInTheDocument(),
    );
  },
};

export const Dark: Story = {
  args: { cartCount: 5 },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Cart, 5 items' })).toBeVisible();
  },
};

/**
 * The bar's links hovered and focused by keyboard, shown without a mouse (the pseudo-states addon,
 * docs/storybook.md "States shown statically"): Learn hovered beside Home at rest, the current
 * page's Shop hovered, Wholesale focused, the cart hovered and Saved focused.
 */
const linkStates = {
  hover: ['nav a[href="/blog"]', 'nav a[href="/shop"]', 'a[href="/cart"]'],
  focusVisible: ['nav a[href="/wholesale"]', 'a[href="/saved"]'],
};

export const LinkStates: Story = {
  args: { cartCount: 2 },
  ...forcedStates({ rootSelector: 'body', ...linkStates }),
  play: async ({ canvas, canvasElement, id }) => {
    await statesDrawn(id, canvasElement);
    const look = (name: string) => {
      const style = getComputedStyle(canvas.getByRole('link', { name }));
      return `${style.color} ${style.backgroundColor} ${style.textDecorationLine}`;
    };
    await waitFor(() => expect(look('Learn')).not.toBe(look('Home')));
    await expect(
      getComputedStyle(canvas.getByRole('link', { name: 'Shop' })).textDecorationLine,
    ).toBe('underline');
    await expect(
      getComputedStyle(canvas.getByRole('link', { name: 'Cart, 2 items' })).backgroundColor,
    ).not.toBe(getComputedStyle(canvas.getByRole('link', { name: 'Saved, none' })).backgroundColor);
    for (const name of ['Wholesale', 'Saved, none'])
      await expect(getComputedStyle(canvas.getByRole('link', { name })).outlineStyle).toBe('solid');
  },
};

/** The search box, by its label; a searchbox before its code loads, a combobox after. */
const searchBox = (canvas: Canvas) => canvas.getByLabelText('Search the store');

/**
 * Clicks into the search and types, as a person does, once the combobox has taken the box over:
 * its code is a chunk fetched on that first focus, which a cold dev server compiles first.
 */
async function typeInSearch(canvas: Canvas, text: string) {
  await userEvent.click(searchBox(canvas));
  await waitFor(
    () => expect(canvas.getByRole('combobox', { name: 'Search the store' })).toHaveFocus(),
    wait,
  );
  await userEvent.keyboard(text);
}

export const SearchClosed: Story = {
  play: async ({ canvas }) => {
    // First a plain form to the shop: Enter works before the app's code runs.
    const form = canvas.getByRole('search', { name: 'Store' });
    await expect(form).toHaveAttribute('action', '/shop');
    await expect(form).toHaveAttribute('method', 'get');
    const box = canvas.getByRole('searchbox', { name: 'Search the store' });
    await expect(box).toBeVisible();
    await expect(box).toHaveAttribute('name', 'q');
    await expect(box).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Submit search' })).toBeVisible();
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const SearchWithResults: Story = {
  play: async ({ canvas }) => {
    await typeInSearch(canvas, 'gel');
    const list = await canvas.findByRole('listbox', { name: 'Suggestions' });
    const products = within(list).getByRole('group', { name: 'Products' });
    const first = within(products).getAllByRole('option')[0]!;
    await expect(first).toHaveTextContent('Gelato Pre-Roll Pack');
    await expect(first).toHaveTextContent('$39.99');
    await expect(first).toHaveAttribute('href', '/product/4');
    await expect(
      within(list).getByRole('option', { name: 'Search all products for “gel”' }),
    ).toBeVisible();
    // A screen reader hears the count.
    await expect(canvas.getByRole('status')).toHaveTextContent('4 suggestions');
    await expect(canvas.getByRole('combobox', { name: 'Search the store' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const SearchGroups: Story = {
  play: async ({ canvas }) => {
    await typeInSearch(canvas, 're');
    const list = await canvas.findByRole('listbox', { name: 'Suggestions' });
    for (const group of ['Products', 'Effects', 'Articles']) {
      await expect(within(list).getByRole('group', { name: group })).toBeVisible();
    }
    const relaxed = within(list).getByRole('option', { name: /^Relaxed/ });
    await expect(relaxed).toHaveAttribute('href', '/shop?effect=relaxed');
  },
};

export const SearchNoResults: Story = {
  play: async ({ canvas }) => {
    await typeInSearch(canvas, 'zzqx');
    await expect(await canvas.findByText('Nothing matches “zzqx”.')).toBeVisible();
    const wayOut = canvas.getByRole('option', { name: 'Search all products for “zzqx”' });
    await expect(wayOut).toHaveAttribute('href', '/shop?q=zzqx');
    await expect(canvas.getByRole('status')).toHaveTextContent('No suggestions');
  },
};

export const SearchKeyboardOnOption: Story = {
  play: async ({ canvas }) => {
    await typeInSearch(canvas, 'blue');
    const list = await canvas.findByRole('listbox', { name: 'Suggestions' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(list).getAllByRole('option')[1]!;
    const box = canvas.getByRole('combobox', { name: 'Search the store' });
    // Focus stays in the box; the option it points at is the one drawn as chosen.
    await expect(box).toHaveFocus();
    await waitFor(() => expect(box).toHaveAttribute('aria-activedescendant', second.id));
    await expect(second).toHaveAttribute('data-active-item');
    await expect(second).toHaveTextContent('Blue Dream Live Resin Cartridge');
  },
};

export const SearchClosesOnEscape: Story = {
  play: async ({ canvas }) => {
    await typeInSearch(canvas, 'gel');
    await canvas.findByRole('listbox', { name: 'Suggestions' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(canvas.queryByRole('listbox', { name: 'Suggestions' })).not.toBeInTheDocument(),
    );
    await expect(searchBox(canvas)).toHaveValue('gel');
    await expect(searchBox(canvas)).toHaveFocus();
  },
};

export const SearchPhone: Story = {
  args: { cartCount: 2, themeSwitcher: <ThemeSwitcher value="system" onChange={fn()} /> },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(searchBox(canvas)).not.toBeVisible();
    // The search button is a <details>: it opens without the app's code too.
    await userEvent.click(canvas.getByLabelText('Search', { selector: 'summary' }));
    await expect(searchBox(canvas)).toBeVisible();
    await waitFor(() => expect(searchBox(canvas)).toHaveFocus());
    await userEvent.keyboard('sleepy');
    const list = await canvas.findByRole('listbox', { name: 'Suggestions' });
    const panel = list.getBoundingClientRect();
    await expect(panel.left).toBeGreaterThanOrEqual(0);
    await expect(panel.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(
      within(list).getByRole('group', { name: 'Effects' }).querySelector('[role="option"]'),
    ).toHaveTextContent('Sleepy');
  },
};

export const SearchDark: Story = {
  args: { cartCount: 1, themeSwitcher: <ThemeSwitcher value="dark" onChange={fn()} /> },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await typeInSearch(canvas, 'cart');
    const list = await canvas.findByRole('listbox', { name: 'Suggestions' });
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(list).getByRole('group', { name: 'Categories' })).toBeVisible();
    await expect(within(list).getAllByRole('option')[0]).toHaveAttribute('data-active-item');
  },
};
