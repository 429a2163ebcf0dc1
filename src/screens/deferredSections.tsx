import { Component, lazy, memo, Suspense, type ReactNode } from 'react';
import { SectionLoadFailed } from '../components/SectionLoadFailed';

// Sections a screen renders from a chunk of their own (the product page's use, ingredients and lab
// results; the shop's filters, chips and its way out of no results): docs/architecture.md
// "Sections that hydrate later".

/** A screen's deferred chunk: its loader, and the module itself once it has arrived. */
export interface DeferredChunk<Module> {
  /**
   * Loads the chunk. A visit rendered in the browser waits for it with the screen
   * (src/app/routes.tsx); a prerendered page hydrates without it, and each section hydrates over
   * its HTML when it arrives. A failed load is forgotten, so the next call tries again.
   */
  load: () => Promise<Module>;
  /** The module, once it has arrived: from then on the sections render at once. */
  loaded: () => Module | undefined;
  /**
   * The load for a render to wait on (React's `use`): the module, or null once it has failed,
   * which the screen then says with a reload. Kept for the page's life: a browser may keep a
   * failed import, so a reload is the way to try again.
   */
  attempt: () => Promise<Module | null>;
}

export function deferredChunk<Module>(importChunk: () => Promise<Module>): DeferredChunk<Module> {
  let module: Module | undefined;
  let loading: Promise<Module> | undefined;
  let attempt: Promise<Module | null> | undefined;
  const load = () =>
    (loading ??= importChunk().then(
      (arrived) => (module = arrived),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    load,
    loaded: () => module,
    attempt: () => (attempt ??= load().catch(() => null)),
  };
}

/**
 * One deferred section. The same Suspense boundary renders on the server and in the browser, so a
 * prerendered page keeps the section's HTML until its code arrives. Memoised on its props: an
 * update from the rest of the page (a size picked, the cart read, a search typed) never reaches a
 * section still waiting to hydrate, which would make React drop its HTML and render it afresh. So
 * its props must stay the same objects until they really change (memoised values, stable
 * callbacks).
 */
export function deferredSection<Module, Props extends object>(
  chunk: DeferredChunk<Module>,
  /** What the section shows, for its "did not load" message; undefined: it just goes missing. */
  what: string | undefined,
  render: (module: Module, props: Props) => ReactNode,
) {
  const Lazy = lazy(() =>
    chunk.load().then((module) => ({
      default: (props: Props) => render(module, props),
    })),
  );
  return memo(function DeferredSection(props: Props) {
    const module = chunk.loaded();
    return (
      <SectionLoadBoundary what={what}>
        <Suspense fallback={null}>{module ? render(module, props) : <Lazy {...props} />}</Suspense>
      </SectionLoadBoundary>
    );
  });
}

/**
 * A deferred section whose code did not load says so in its place; the rest of the page works.
 * Reloading is the way to try again: React keeps a failed lazy load for good.
 */
class SectionLoadBoundary extends Component<
  { what: string | undefined; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.what === undefined) return null;
    return <SectionLoadFailed what={this.props.what} href={location.pathname + location.search} />;
  }
}
