import type { ElementType, ReactNode } from 'react';
import * as styles from './Container.css';

export interface ContainerProps {
  children: ReactNode;
  /** Reading width for articles and forms. */
  narrow?: boolean;
  as?: ElementType;
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
