import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ThemeSwitcher } from '../../src/components/ThemeSwitcher';
import { TopBar } from '../../src/components/TopBar';

const meta = {
  title: 'Components/Shell/TopBar',
  component: TopBar,
  args: { cartCount: 0 },
  parameters: { layout: 'fullscreen', route: '/shop' },
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
    await expect(canvas.getByRole('button', { name: 'Theme: System' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  },
};

export const MobileMenuClosed: Story = {
  args: { cartCount: 2 },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    // Below 768px the inline links are hidden behind the menu.
    await expect(canvas.queryByRole('link', { name: 'Wholesale' })).not.toBeInTheDocument();
  },
};

export const MobileMenuOpen: Story = {
  args: { cartCount: 2 },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const wholesale = await screen.findByRole('link', { name: 'Wholesale' });
    await expect(wholesale).toBeVisible();
  },
};

export const MobileMenuClosesOnChoice: Story = {
  args: { cartCount: 2 },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menuButton);
    await userEvent.click(await screen.findByRole('link', { name: 'Learn' }));
    await waitFor(() => expect(menuButton).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Learn' })).not.toBeInTheDocument(),
    );
  },
};

export const MobileMenuClosesOnEscape: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menuButton);
    await screen.findByRole('link', { name: 'Shop' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menuButton).toHaveAttribute('aria-expanded', 'false'));
    // Focus goes back to the button that opened it.
    await waitFor(() => expect(menuButton).toHaveFocus());
  },
};

export const MobileMenuClosesOnOutsideClick: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menuButton);
    await screen.findByRole('link', { name: 'Shop' });
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(menuButton).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const DarkTheme: Story = {
  args: { cartCount: 5 },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Cart, 5 items' })).toBeVisible();
  },
};
