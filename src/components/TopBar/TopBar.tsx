import { lazy, Suspense, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Icon } from '../Icon';
import type { MobileMenuProps } from './MobileMenu';
import { Search } from './Search';
import * as styles from './TopBar.css';

export const navItems = [
  { to: '/', label: 'Home' },
  { to: '/shop', label: 'Shop' },
  { to: '/blog', label: 'Learn' },
  { to: '/wholesale', label: 'Wholesale' },
] as const;

export interface TopBarProps {
  /**
   * Total items in the cart; null while it is not known yet (the page hydrating, the cart being
   * checked against the catalogue): the link then names no count rather than say "empty".
   */
  cartCount: number | null;
  /** Saved products (default 0); null while not known yet, as for the cart. */
  savedCount?: number | null;
  /** The theme control, when the app provides one. */
  themeSwitcher?: ReactNode;
  /** A click on the cart link: the app opens the cart drawer (it may prevent the navigation). */
  onCartClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Hover or focus on the cart link: the drawer's code can start loading. */
  onCartIntent?: () => void;
}

/** What the cart badge shows: nothing at 0 or when not known, the count, or '99+'. */
export function cartBadgeText(count: number | null): string | null {
  if (count === null || count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}

/** The cart link's name; it contains the badge's text, so speech users can say what they see. */
export function cartLinkLabel(count: number | null): string {
  if (count === null) return 'Cart';
  const badge = cartBadgeText(count);
  if (badge === null) return 'Cart, empty';
  return `Cart, ${badge} ${count === 1 ? 'item' : 'items'}`;
}

/** The saved link's name; like the cart's, it contains the badge's text. */
export function savedLinkLabel(count: number | null): string {
  if (count === null) return 'Saved';
  const badge = cartBadgeText(count);
  if (badge === null) return 'Saved, none';
  return `Saved, ${badge} ${count === 1 ? 'product' : 'products'}`;
}

const loadMobileMenu = () => import('./MobileMenu');

/**
 * If the menu's chunk cannot load (offline, or a deploy removed it), the same links still open,
 * in a plain panel that the Menu button and a choice close.
 */
function PlainMenu({ open, children }: MobileMenuProps) {
  return open ? (
    <div role="group" aria-label="Main menu" className={styles.menuPanel}>
      {children}
    </div>
  ) : null;
}

const MobileMenu = lazy(() => loadMobileMenu().catch(() => ({ default: PlainMenu })));

function NavLinks({ linkClassName, onChoose }: { linkClassName: string; onChoose?: () => void }) {
  return navItems.map((item) => (
    <li key={item.to}>
      <NavLink to={item.to} end={item.to === '/'} className={linkClassName} onClick={onChoose}>
        {item.label}
      </NavLink>
    </li>
  ));
}

/** The fixed bar on every screen: brand, main links (a menu below 768px), search, theme, saved and cart. */
export function TopBar({
  cartCount,
  savedCount = 0,
  themeSwitcher,
  onCartClick,
  onCartIntent,
}: TopBarProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu's chunk is requested on the first press (or hover or focus) and stays mounted after.
  const [menuWanted, setMenuWanted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const badge = cartBadgeText(cartCount);
  const savedBadge = cartBadgeText(savedCount);

  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand}>
          <Icon name="leaf" size={26} className={styles.brandMark} />
          <span className={styles.brandName}>Silk Road</span>
        </Link>

        <nav aria-label="Main" className={styles.desktopNav}>
          <ul className={styles.navList}>
            <NavLinks linkClassName={styles.navLink} />
          </ul>
        </nav>

        <div className={styles.actions}>
          <Search />
          {themeSwitcher}
          {/* A plain link: it works before the app runs, at every width, menu or not. */}
          <NavLink
            to="/saved"
            className={styles.iconControl}
            aria-label={savedLinkLabel(savedCount)}
          >
            <Icon name="heart" size={22} />
            {savedBadge && (
              <span className={styles.badge} aria-hidden="true">
                {savedBadge}
              </span>
            )}
          </NavLink>
          <NavLink
            to="/cart"
            className={styles.iconControl}
            aria-label={cartLinkLabel(cartCount)}
            onClick={onCartClick}
            onPointerEnter={onCartIntent}
            onFocus={onCartIntent}
          >
            <Icon name="cart" size={22} />
            {badge && (
              <span className={styles.badge} aria-hidden="true">
                {badge}
              </span>
            )}
          </NavLink>
          <button
            ref={menuButton}
            type="button"
            className={styles.menuButton}
            aria-label="Menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            // Prefetch only: a failure shows when the menu is opened (PlainMenu).
            onPointerEnter={() => loadMobileMenu().catch(() => undefined)}
            onFocus={() => loadMobileMenu().catch(() => undefined)}
            onClick={() => {
              setMenuWanted(true);
              setMenuOpen((open) => !open);
            }}
          >
            <Icon name="menu" size={22} />
          </button>
          {menuWanted && (
            <Suspense fallback={null}>
              <MobileMenu
                open={menuOpen}
                onClose={() => setMenuOpen(false)}
                disclosure={menuButton}
              >
                <nav aria-label="Main">
                  <ul className={styles.menuList}>
                    <NavLinks linkClassName={styles.menuLink} onChoose={() => setMenuOpen(false)} />
                  </ul>
                </nav>
              </MobileMenu>
            </Suspense>
          )}
        </div>
      </div>
    </header>
  );
}
