import { Component, lazy, memo, Suspense, type ReactNode } from 'react';
import type * as FactsModule from '../catalogue/facts';
import type { CategoryName } from '../catalogue/types';

// The catalogue facts on cards (docs/behaviour.md "Catalogue facts"): strain type and potency are
// worked out from every batch's certificate, so src/catalogue/facts.ts brings all of them along.
// That stays out of a page's first load: the facts come in a chunk of their own, and a prerendered
// page keeps each card's facts as prerendered until it arrives, then hydrates them, as the product
// page's lower sections do (docs/architecture.md "Sections that hydrate later"). A screen that
// shows them exports `loadDeferredSections` (this module's `loadCatalogueFacts`), so a visit by
// link waits for them with the screen and nothing pops in.

type Facts = typeof FactsModule;

/** The facts module once it has arrived: from then on the cards render them at once. */
let facts: Facts | undefined;
let factsLoad: Promise<Facts> | undefined;

/** Loads src/catalogue/facts.ts; a failed load is forgotten, so the next call tries again. */
export function loadCatalogueFacts(): Promise<Facts> {
  factsLoad ??= import('../catalogue/facts').then(
    (module) => (facts = module),
    (error: unknown) => {
      factsLoad = undefined;
      throw error;
    },
  );
  return factsLoad;
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

/** 'Hybrid · THC 22.8%', 'Indica · THC 10 mg per gummy'; nothing for devices. */
export const ProductFactsLine = deferredFacts(
  (module, { productId, category }: { productId: number; category: CategoryName }) => {
    const found = module.productFacts(productId, category);
    return found ? module.potencyLine(found) : null;
  },
);
