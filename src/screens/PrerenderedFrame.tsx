import type { ReactNode } from 'react';
import { Container } from '../components/Container';
import { SectionLoadFailed } from '../components/SectionLoadFailed';
import { PageMeta } from '../shell/PageMeta';
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

/**
 * A screen whose catalogue data did not load on a visit by link (a product, a certificate): its
 * heading and "The {what} did not load. Reload the page to see them.", the reload being a fresh
 * document (docs/behaviour.md "Code that failed to load loads again").
 */
export function LoadFailedFrame({ title, what }: { title: string; what: string }) {
  return (
    <PrerenderedFrame
      title={title}
      meta={<PageMeta title={title} description={`The ${what} did not load.`} />}
    >
      <SectionLoadFailed what={what} href={location.pathname + location.search} />
    </PrerenderedFrame>
  );
}
