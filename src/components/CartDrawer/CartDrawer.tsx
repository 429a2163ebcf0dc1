import { Dialog } from '@ariakit/react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { CartLine as CartLineData, Cents } from '../../catalogue/types';
import { Button, buttonStyle } from '../Button';
import { CartLine } from '../CartLine';
import { EmptyState } from '../EmptyState';
import { Icon } from '../Icon';
import { OrderSummary } from '../OrderSummary';
import { SectionLoadFailed } from '../SectionLoadFailed';
import * as styles from './CartDrawer.css';

/** What the add that opened the drawer did, in the toast's words (src/cart/useAddToCart.ts). */
export interface CartDrawerNotice {
  title: string;
  description: string;
}

export interface CartDrawerProps {
  /** Whether the drawer is shown. */
  open: boolean;
  /** Called on Escape, the close button, a press outside, or a link in the drawer followed. */
  onClose: () => void;
  /** The cart's lines. */
  lines: ReadonlyArray<CartLineData>;
  /** Items in the cart, counting quantities: the heading's "(3 items)". */
  count: number;
  subtotal: Cents;
  shipping: Cents;
  total: Cents;
  /** A line's new quantity; 0 when minus is pressed at 1 (the line then goes). */
  onQuantityChange: (line: CartLineData, quantity: number) => void;
  onRemove: (line: CartLineData) => void;
  /** Where focus returns on close: the Add to Cart or Cart control that opened it. */
  finalFocus?: HTMLElement | null;
  /** The add that opened the drawer, said at its top (and read as the dialog's description). */
  notice?: CartDrawerNotice;
  /**
   * True while the cart has not been read yet (the page is still hydrating, or the catalogue its
   * lines are checked against is loading): no empty state.
   */
  pending?: boolean;
  /**
   * Set when the catalogue the lines are checked against did not load: the page to reload (the
   * current one). The drawer says the items did not load, with a link to it, instead of the lines.
   */
  reloadHref?: string;
}

const itemsText = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * The cart as a side sheet: Ariakit's modal Dialog (focus moves in and back, Escape, the close
 * button and a press outside close it), the lines with their steppers, the order summary, and the
 * ways on to checkout and the cart page. Its own chunk (src/shell/cartDrawer.ts loads it).
 */
export function CartDrawer({
  open,
  onClose,
  lines,
  count,
  subtotal,
  shipping,
  total,
  onQuantityChange,
  onRemove,
  finalFocus,
  notice,
  pending = false,
  reloadHref,
}: CartDrawerProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const noticeId = useId();
  const headingId = useId();
  // A removed line takes its focused button with it: focus then goes to the drawer's heading.
  const lineCount = lines.length;
  const shown = useRef(lineCount);
  useEffect(() => {
    const before = shown.current;
    shown.current = lineCount;
    if (lineCount < before && !document.activeElement?.closest('[role="dialog"]'))
      heading.current?.focus();
  }, [lineCount]);

  // A way on (Checkout, View cart, the shop) leaves the page: the next page takes focus (its
  // heading), not the control that opened the drawer on the page being left.
  const leaving = useRef(false);
  useEffect(() => {
    if (open) leaving.current = false;
  }, [open]);
  const leave = () => {
    leaving.current = true;
    onClose();
  };

  // Ariakit leaves focus on the page after a press outside: it goes back to the opener all the same.
  const wasOpen = useRef(open);
  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (!closed || leaving.current) return;
    const frame = requestAnimationFrame(() => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && finalFocus?.isConnected) finalFocus.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [open, finalFocus]);

  const empty = !pending && lineCount === 0;
  const wayOn = (to: string, label: string, variant: 'primary' | 'secondary') => (
    <Link to={to} className={buttonStyle({ variant, size: 'lg', fullWidth: true })} onClick={leave}>
      {label}
    </Link>
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      finalFocus={finalFocus ?? undefined}
      autoFocusOnHide={() => !leaving.current}
      unmountOnHide
      backdrop={<div className={styles.backdrop} />}
      className={styles.sheet}
      aria-labelledby={headingId}
      aria-describedby={notice ? noticeId : undefined}
    >
      <div className={styles.header}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
          Your Cart{' '}
          {pending || lineCount === 0 ? null : (
            <span className={styles.count}>({itemsText(count)})</span>
          )}
        </h2>
        <Button
          variant="ghost"
          icon={<Icon name="close" size={20} />}
          label="Close cart"
          onClick={onClose}
        />
      </div>
      {notice ? (
        <p id={noticeId} role="status" className={styles.notice}>
          <Icon name="check" size={18} className={styles.noticeIcon} />
          <span>
            <strong>{notice.title}</strong> · {notice.description}
          </span>
        </p>
      ) : null}
      <div className={styles.body} aria-busy={(pending && !reloadHref) || undefined}>
        {reloadHref ? (
          <SectionLoadFailed what="items in your cart" href={reloadHref} />
        ) : pending ? (
          <p className={styles.pending}>Reading your cart…</p>
        ) : empty ? (
          <EmptyState
            headingLevel={3}
            icon="cart"
            title="Your cart is empty"
            description="Find something you like in the shop."
            action={
              <Link to="/shop" className={buttonStyle({ variant: 'primary' })} onClick={leave}>
                Go to the Shop
              </Link>
            }
          />
        ) : (
          <>
            <ul role="list" aria-label="Items in your cart" className={styles.lines}>
              {lines.map((line) => (
                <li key={`${line.id}|${line.size}`}>
                  <CartLine
                    line={line}
                    headingLevel={3}
                    onQuantityChange={(quantity) => onQuantityChange(line, quantity)}
                    onRemove={() => onRemove(line)}
                  />
                </li>
              ))}
            </ul>
            <OrderSummary
              lines={lines}
              subtotal={subtotal}
              shipping={shipping}
              total={total}
              headingLevel={3}
            />
          </>
        )}
      </div>
      {pending || empty ? null : (
        // The ways on stay in reach below the lines, however many there are.
        <div className={styles.footer}>
          {wayOn('/checkout', 'Checkout', 'primary')}
          {wayOn('/cart', 'View cart', 'secondary')}
        </div>
      )}
    </Dialog>
  );
}
