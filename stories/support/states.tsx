import type { ReactNode } from 'react';
import { STORY_RENDERED } from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';
import { expect, waitFor } from 'storybook/test';

/**
 * The interactive states a designer checks, shown side by side without a mouse or a keyboard:
 * storybook-addon-pseudo-states forces `:hover`, `:focus-visible` and `:active` on the elements its
 * `pseudo` parameter selects (docs/storybook.md "States shown statically"). Each column of a
 * StateGrid marks its cells with `data-state`; `statesParameter` selects the element inside each
 * cell that carries the pseudo-class (the button itself, or a chip's hidden radio).
 */
const states = [
  { state: 'rest', label: 'Rest' },
  { state: 'hover', label: 'Hover' },
  { state: 'focus-visible', label: 'Focus visible' },
  { state: 'active', label: 'Pressed' },
] as const;

type State = (typeof states)[number]['state'];

/** What a StateGrid forces or checks inside a cell: one selector, or one per state. */
type Target = string | { hover: string; focusVisible: string; active?: string };

/**
 * The `pseudo` parameter for a StateGrid: `target` is the selector, inside a cell, to force, or
 * one per state where they differ (a segmented control hovered on its option, focused on its
 * radio). Its root is the page's body: the addon looks for Storybook's own root element, which
 * the tests' portable stories (Vitest) render without.
 */
function statesParameter(target: Target) {
  const inState = (state: State, key: 'hover' | 'focusVisible' | 'active') => {
    const selector = typeof target === 'string' ? target : target[key];
    return selector ? [`[data-state="${state}"] ${selector}`] : [];
  };
  return {
    rootSelector: 'body',
    hover: inState('hover', 'hover'),
    focusVisible: inState('focus-visible', 'focusVisible'),
    active: inState('active', 'active'),
  };
}

/** The addon's `pseudo` parameter: what to force, and where to look for it. */
interface PseudoParameter {
  rootSelector?: string;
  hover?: readonly string[];
  focusVisible?: readonly string[];
  active?: readonly string[];
}

/**
 * A story's forced states, to spread into it (`...forcedStates({ rootSelector: 'body', hover: ['a'] })`): the
 * addon's parameter, and the same states as a story global. Without the global the addon sets it
 * itself once the story has rendered, and Storybook re-renders the story while its play function
 * runs and says it finished twice; the global it set then stayed for every story opened after it,
 * forcing its states there too (docs/storybook.md "States shown statically").
 */
export function forcedStates(pseudo: PseudoParameter, parameters: Record<string, unknown> = {}) {
  const { rootSelector: _root, ...states } = pseudo;
  return { parameters: { ...parameters, pseudo }, globals: { pseudo: states } };
}

/**
 * Waits until the addon draws the forced states, for a play function to check them. The addon
 * rewrites the stylesheets when Storybook says a story has rendered, which Storybook says after
 * the play function, and Vitest's portable stories never: so this says it first (the same event,
 * with the story's id), then waits for the addon's classes on the story's elements.
 */
export async function statesDrawn(id: string, canvasElement: HTMLElement): Promise<void> {
  addons.getChannel().emit(STORY_RENDERED, id);
  await waitFor(() => expect(canvasElement.querySelector('[class*="pseudo-"]')).not.toBeNull());
}

/**
 * A grid: a column per state (all four, or `only` those that apply: a text box has no pressed
 * look), a row per variant, each cell drawn by `render`; `cellWidth` for cards, which fill it.
 */
export function StateGrid<Row extends { label: string }>({
  rows,
  render,
  only = states.map(({ state }) => state),
  cellWidth = 'max-content',
}: {
  rows: readonly Row[];
  render: (row: Row, state: State) => ReactNode;
  only?: readonly State[];
  cellWidth?: string;
}) {
  const columns = states.filter(({ state }) => only.includes(state));
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: `max-content repeat(${columns.length}, ${cellWidth})`,
        gap: '16px 24px',
        alignItems: 'center',
      }}
    >
      <span />
      {columns.map(({ state, label }) => (
        <strong key={state} style={{ fontSize: 14 }}>
          {label}
        </strong>
      ))}
      {rows.map((row) => [
        <span key={row.label} style={{ fontSize: 14 }}>
          {row.label}
        </span>,
        ...columns.map(({ state }) => (
          <div key={`${row.label}-${state}`} data-state={state}>
            {render(row, state)}
          </div>
        )),
      ])}
    </div>
  );
}

/**
 * What a person sees of an element's state: its fill, border, text colour and decoration, shadow
 * and outline. Two states that look the same give the same string.
 */
function lookOf(element: Element): string {
  const style = getComputedStyle(element);
  return [
    style.backgroundColor,
    style.borderColor,
    style.color,
    style.textDecorationLine,
    style.textDecorationColor,
    style.boxShadow,
    style.outlineStyle,
  ].join(' | ');
}

/** The element that draws a cell's state, given the one the state is forced on. */
type DrawnBy = (element: HTMLElement, state: State) => Element;

/** A chip's state is forced on its hidden radio and drawn by the face beside it. */
export const chipFace: DrawnBy = (radio) => radio.nextElementSibling!;

/** Each state's element in a StateGrid column: what a play function compares. */
function cellsIn(root: HTMLElement, state: State, target: string): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(`[data-state="${state}"] ${target}`)];
}

/**
 * Checks what a person sees in a StateGrid: in every row, the hover and pressed cells look unlike
 * the rest cell, and the focus-visible cell draws a ring. `target` is the statesParameter
 * selector (one, or one per state); `drawnBy` the element that draws the state, if not the target
 * itself (a chip's radio is drawn by the chip beside it).
 */
async function expectStatesApart(
  canvasElement: HTMLElement,
  target: Target,
  drawnBy: DrawnBy = (element) => element,
): Promise<void> {
  const selectorFor = (state: State) => {
    if (typeof target === 'string') return target;
    if (state === 'active') return target.active ?? target.hover;
    return state === 'focus-visible' ? target.focusVisible : target.hover;
  };
  const cells = (state: State) =>
    cellsIn(canvasElement, state, selectorFor(state)).map((element) => drawnBy(element, state));
  const rest = cells('rest');
  await expect(rest.length).toBeGreaterThan(0);
  for (const { state } of states) {
    const shown = cells(state);
    if (state === 'rest' || shown.length === 0) continue;
    // Waited for: in Storybook the addon rewrites the stylesheets a moment after it is asked.
    for (const [index, element] of shown.entries()) {
      await waitFor(() =>
        state === 'focus-visible'
          ? expect(getComputedStyle(element).outlineStyle).toBe('solid')
          : expect(lookOf(element), `${state}, ${index}`).not.toBe(lookOf(rest[index]!)),
      );
    }
  }
}

/**
 * A StateGrid story's forced states and its play function, to spread into it beside its render
 * (`...gridStates('button')`): the states forced on `target` in each cell, then, once the addon has
 * drawn them, every row checked with expectStatesApart. `check` is what the play compares where it
 * differs from `target` (only the enabled buttons), `drawnBy` as for expectStatesApart, and
 * `parameters` any other parameters of the story.
 */
export function gridStates(
  target: Target,
  {
    check = target,
    drawnBy,
    parameters,
  }: { check?: Target; drawnBy?: DrawnBy; parameters?: Record<string, unknown> } = {},
) {
  return {
    ...forcedStates(statesParameter(target), parameters),
    play: async ({ canvasElement, id }: { canvasElement: HTMLElement; id: string }) => {
      await statesDrawn(id, canvasElement);
      await expectStatesApart(canvasElement, check, drawnBy);
    },
  };
}
