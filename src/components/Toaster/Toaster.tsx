import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonStyle } from '../Button';
import { Icon, type IconName } from '../Icon';
import * as styles from './Toaster.css';

export interface ToastMessage {
  id: string;
  title: string;
  description?: string;
  tone?: 'success' | 'info' | 'error';
  /** A way on from the toast, e.g. 'View cart' after an add. */
  action?: {
    label: string;
    href: string;
    /** Runs before the link is followed; it may prevent that (View cart opens the cart drawer). */
    onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  };
}

/** How long a toast stays, in milliseconds (docs/behaviour.md "Toasts": about four seconds). */
export const TOAST_DURATION_MS = 4000;
/** How many toasts show at once; older ones are dismissed (docs/behaviour.md "Toasts": at most three). */
export const MAX_VISIBLE_TOASTS = 3;

export interface ToasterProps {
  /** Oldest first; the newest is last. */
  toasts: ReadonlyArray<ToastMessage>;
  /** Called with a toast's id when it is closed, times out or is dismissed with Escape. */
  onDismiss: (id: string) => void;
  /** Milliseconds before a toast dismisses itself. */
  duration?: number;
}

const toneIcons: Record<NonNullable<ToastMessage['tone']>, IconName> = {
  success: 'check',
  info: 'leaf',
  error: 'alert',
};

/** Calls `onExpire` after `duration` ms of not being paused; pausing keeps the time left. */
function useExpiry(duration: number, paused: boolean, onExpire: () => void) {
  const remaining = useRef(duration);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });
  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => expire.current(), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused]);
}

function Toast({
  toast,
  paused,
  duration,
  onDismiss,
  onDismissClick,
}: {
  toast: ToastMessage;
  paused: boolean;
  duration: number;
  onDismiss: (id: string) => void;
  onDismissClick: (id: string, button: HTMLButtonElement) => void;
}) {
  const tone = toast.tone ?? 'success';
  useExpiry(duration, paused, () => onDismiss(toast.id));
  return (
    <li className={styles.toast({ tone })}>
      <Icon name={toneIcons[tone]} size={20} className={styles.icon({ tone })} />
      <div className={styles.text}>
        <p className={styles.title}>{toast.title}</p>
        {toast.description ? <p className={styles.description}>{toast.description}</p> : null}
      </div>
      {toast.action ? (
        <Link
          to={toast.action.href}
          className={buttonStyle({ variant: 'secondary', size: 'sm' })}
          onClick={(event) => {
            toast.action?.onClick?.(event);
            onDismiss(toast.id);
          }}
        >
          {toast.action.label}
        </Link>
      ) : null}
      <Button
        variant="ghost"
        size="sm"
        icon={<Icon name="close" size={16} />}
        label="Dismiss notification"
        onClick={(event) => onDismissClick(toast.id, event.currentTarget)}
      />
    </li>
  );
}

/**
 * Short-lived notices at the bottom of the screen. The list is a polite live region that is
 * always in the page, so screen readers announce each toast as it is added. Timers pause while
 * the pointer is over the toasts or focus is inside them.
 */
export function Toaster({ toasts, onDismiss, duration = TOAST_DURATION_MS }: ToasterProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const visible = toasts.slice(-MAX_VISIBLE_TOASTS);
  const overflow = toasts.slice(0, -MAX_VISIBLE_TOASTS);

  // Older toasts pushed out by newer ones are gone for good, not queued to reappear.
  const overflowIds = overflow.map((toast) => toast.id).join('\n');
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });
  useEffect(() => {
    if (overflowIds === '') return;
    for (const id of overflowIds.split('\n')) dismiss.current(id);
  }, [overflowIds]);

  // When the last toast goes, nothing is hovered or focused any more (no leave/blur event comes).
  if (visible.length === 0 && (hovered || focused)) {
    setHovered(false);
    setFocused(false);
  }

  // The toasts never cover the focused element: they move to the other edge while they would.
  const regionRef = useRef<HTMLElement>(null);
  const [atTop, setAtTop] = useState(false);
  const hasToasts = visible.length > 0;
  useEffect(() => {
    if (!hasToasts) return;
    const place = () => {
      const region = regionRef.current;
      const focused = document.activeElement;
      if (!region || !(focused instanceof HTMLElement) || region.contains(focused)) return;
      if (focused === document.body) return;
      const target = focused.getBoundingClientRect();
      const box = region.getBoundingClientRect();
      // How far the toasts reach in from the edge they sit at, gap included.
      const reach = box.bottom - box.top + Math.min(box.top, window.innerHeight - box.bottom);
      const coversAtBottom =
        target.bottom > window.innerHeight - reach && target.top < window.innerHeight;
      const coversAtTop = target.top < reach && target.bottom > 0;
      setAtTop(coversAtBottom && !coversAtTop);
    };
    place();
    document.addEventListener('focusin', place);
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      document.removeEventListener('focusin', place);
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
    };
  }, [hasToasts, visible.length]);

  // Escape dismisses the newest toast, unless something else (a menu, a dialog) used the key.
  const newestId = visible.at(-1)?.id;
  useEffect(() => {
    if (newestId === undefined) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      dismiss.current(newestId);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [newestId]);

  // Where focus was before it entered the toasts, to give it back when the last one is dismissed.
  const returnFocus = useRef<HTMLElement | null>(null);
  const dismissByButton = (id: string, button: HTMLButtonElement) => {
    const others = Array.from(
      button.closest('ol')?.querySelectorAll<HTMLButtonElement>('li button') ?? [],
    ).filter((candidate) => candidate !== button);
    const next = others.find((candidate) =>
      Boolean(button.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING),
    );
    const target = next ?? others.at(-1) ?? returnFocus.current;
    if (target?.isConnected) target.focus();
    onDismiss(id);
  };

  return (
    <section
      ref={regionRef}
      aria-label="Notifications"
      className={atTop && hasToasts ? `${styles.region} ${styles.regionTop}` : styles.region}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={(event) => {
        setFocused(true);
        const from = event.relatedTarget;
        if (from instanceof HTMLElement && !event.currentTarget.contains(from)) {
          returnFocus.current = from;
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <ol role="list" className={styles.list} aria-live="polite" aria-relevant="additions text">
        {visible.map((toast) => (
          <Toast
            key={toast.id}
            toast={toast}
            paused={hovered || focused}
            duration={duration}
            onDismiss={onDismiss}
            onDismissClick={dismissByButton}
          />
        ))}
      </ol>
    </section>
  );
}
