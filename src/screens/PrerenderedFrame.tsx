import type { ReactNode } from 'react';
import { Container } from '../components/Container';
import * as frame from './screenFrame.css';

/**
 * What a screen that reads the browser's storage shows before it hydrates: its page metadata and
 * heading only, so no empty state flashes before the real content (docs/architecture.md
 * "Hydration").
 */
export function PrerenderedFrame({ title, meta }: { title: string; meta: ReactNode }) {
  return (
    <Container className={frame.screen}>
      {meta}
      <div className={frame.page}>
        <h1 className={frame.title}>{title}</h1>
      </div>
    </Container>
  );
}
