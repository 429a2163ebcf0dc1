import { Component, lazy, memo, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import type * as FactsModule from '../catalogue/facts';
import type { CategoryName } from '../catalogue/types';

// The catalogue facts on cards (docs/behaviour.md "Catalogue facts"): strain type and potency are
// worked out from every batch's certificate, so src/catalogue/facts.ts brings all of them along.
// That stays out of a page's first load: the facts come in a chunk of their own (docs/architecture.md
// "Sections that hydrate later"). A screen that shows them exports `loadDeferredSections` (this
// module's `loadCatalogueFacts`), so a visit by link waits for them with the screen and nothing pops
// in; the prerender waits for them too (src/app/routes.tsx), so they are in every page's HTML.

type Facts = typeof FactsModule;

/** The facts module once it has arrived: from then on the cards render them at once. */
let facts: Facts | undefined;
let factsLoad: Promise<Facts> | undefined;
const listeners = new Set<() => void>();

/** Loads src/catalogue/facts.ts; a failed load is forgotten, so the next call tries again. */
export function loadCatalogueFacts(): Promise<Facts> {
  factsLoad ??= import('../catalogue/facts').then(
    (module) => {
      facts = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      factsLoad = undefined;
      throw error;
    },
  );
  return factsLoad;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The facts module, or undefined until it has arrived. A prerendered page hydrates as if it had not
 * (the HTML was made with it: the server's snapshot is the module, the browser's is undefined until
 * hydration is done), so a card's line is '' while the page hydrates: ProductCard keeps the
 * prerendered text over it (`suppressHydrationWarning`) and sets the same text once the facts come.
 * No Suspense boundary waits in the page, so a change of the URL (the shop's filters) never waits
 * for this chunk.
 */
export function useCatalogueFacts(): Facts | undefined {
  return useSyncExternalStore(
    subscribe,
    () => facts,
    () => (import.meta.env.SSR ? facts : undefined),
  );
}

/** A product's card line from the facts: 'Hybrid · THC 22.8%'; '' for devices or before they come. */
export function factsLineOf(
  module: Facts | undefined,
  productId: number,
  category: CategoryName,
): string {
  const found = module?.productFacts(productId, category);
  return found && module ? module.potencyLine(found) : '';
}

/** Facts that did not load are left out: the card still names, prices and sells the product. */
class LeaveOutOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A card's facts from the deferred module. Memoised on its props (ids and category), so an update
 * of the card around it (a size picked, a save) never reaches it while it waits to hydrate, which
 * would make React drop its prerendered HTML.
 */
export function deferredFacts<Props extends object>(
  render: (module: Facts, props: Props) => ReactNode,
) {
  const Lazy = lazy(() =>
    loadCatalogueFacts().then((module) => ({
      default: (props: Props) => render(module, props),
    })),
  );
  return memo(function DeferredFacts(props: Props) {
    return (
      <LeaveOutOnError>
        <Suspense fallback={null}>{facts ? render(facts, props) : <Lazy {...props} />}</Suspense>
      </LeaveOutOnError>
    );
  });
}
