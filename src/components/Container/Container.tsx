import type { ElementType, ReactNode } from 'react';
import * as styles from './Container.css';

export interface ContainerProps {
  /** The content, centred within the page's width and side padding. */
  children: ReactNode;
  /** Reading width for articles and forms. */
  narrow?: boolean;
  /** The element to render (default `div`), e.g. `main` or `section`. */
  as?: ElementType;
  /** More classes, for the screen's own spacing. */
  className?: string;
}

/** Centres content at the page width with the side gutters every screen shares. */
export function Container({
  children,
  narrow = false,
  as: Tag = 'div',
  className,
}: ContainerProps) {
  return (
    <Tag
      className={[styles.container, narrow && styles.narrow, className].filter(Boolean).join(' ')}
    >
      {children}
    </Tag>
  );
}
