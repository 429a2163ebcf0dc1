import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import MobileMenu from '../../src/components/TopBar/MobileMenu';
import * as styles from '../../src/components/TopBar/TopBar.css';

/** The menu with its Menu button, as TopBar wires them: the button toggles, the menu closes itself. */
function MenuWithButton({ onClose }: { onClose: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(true);
  return (
    <div>
      <button ref={button} type="button" aria-expanded={open} onClick={() => setOpen((is) => !is)}>
        Menu
      </button>
      <MobileMenu
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        disclosure={button}
      >
        <nav aria-label="Main">
          <ul className={styles.menuList}>
            {['Home', 'Shop', 'Learn', 'Wholesale'].map((label) => (
              <li key={label}>
                <a href={`#${label.toLowerCase()}`} className={styles.menuLink}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </MobileMenu>
      <p>The page under the menu.</p>
    </div>
  );
}

/**
 * The menu below 768px on its own (TopBar's stories show it in the bar). Ariakit's non-modal
 * Dialog in a lazy chunk: TopBar loads it on the first press of Menu.
 */
const meta = {
  title: 'Components/Shell/MobileMenu',
  component: MenuWithButton,
  tags: ['!autodocs', 'stable'],
  args: { onClose: fn() },
  globals: { viewport: { value: 'phone' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MenuWithButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const menu = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('dialog', { name: 'Main menu' });

export const Open: Story = {
  play: async ({ canvas }) => {
    const dialog = await menu(canvas);
    // Focus moves in, to the first link; the page behind stays usable (not modal).
    await waitFor(() => expect(within(dialog).getByRole('link', { name: 'Home' })).toHaveFocus());
    await expect(within(dialog).getAllByRole('link')).toHaveLength(4);
    await expect(canvas.getByText('The page under the menu.')).toBeVisible();
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ canvas, args }) => {
    await menu(canvas);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the Menu button.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Menu' })).toHaveFocus());
  },
};

export const ClosesOnOutsideClick: Story = {
  play: async ({ canvas, args }) => {
    await menu(canvas);
    await userEvent.click(canvas.getByText('The page under the menu.'));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A press on Menu while open is the button's toggle, not a click outside: it closes, once. */
export const MenuButtonToggles: Story = {
  play: async ({ canvas, args }) => {
    await menu(canvas);
    const button = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(button);
    await expect(await menu(canvas)).toBeVisible();
  },
};
