import type { ReactNode } from 'react';
import { Container } from '../components/Container';
import * as frame from './screenFrame.css';

/**
 * What a screen that reads the browser's storage shows before it hydrates: its page metadata and
 * heading only, so no empty state flashes before the real content (docs/architecture.md
 * "Hydration"). `children`: a notice under the heading when what it waits for did not load.
 */
export function PrerenderedFrame({
  title,
  meta,
  children,
}: {
  title: string;
  meta: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Container className={frame.screen}>
      {meta}
      <div className={frame.page}>
        <h1 className={frame.title}>{title}</h1>
        {children}
      </div>
    </Container>
  );
}
