import {
  memo,
  useCallback,
  useDeferredValue,
  useId,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Link } from 'react-router-dom';
import { productThumb } from '../../catalogue/productThumbs';
import {
  prepareSearch,
  searchCatalogue,
  suggestionGroups,
  type SearchResults,
  type Suggestion,
} from '../../catalogue/search';
import { shopSearchHref } from '../../catalogue/shopLinks';
import { Price } from '../Price';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './SearchCombobox.css';

export interface SearchComboboxProps {
  /** The box's own attributes (name, label, placeholder, class, ref), the same as the plain box's. */
  inputProps: InputHTMLAttributes<HTMLInputElement> & { ref: RefObject<HTMLInputElement | null> };
  /** What the box holds; kept by the top bar, so the plain box's text carries over. */
  value: string;
  /** Called as the shopper types. */
  onValueChange: (value: string) => void;
  /** The plain box had focus when the combobox took its place: the combobox takes it. */
  focused: boolean;
  /** A suggestion chosen (its link then opens it): the top bar starts the search afresh. */
  onChoose: () => void;
}

/** What a screen reader hears as the list changes: '5 suggestions', '1 suggestion', 'No suggestions'. */
export function suggestionCount(total: number): string {
  if (total === 0) return 'No suggestions';
  return `${total} ${total === 1 ? 'suggestion' : 'suggestions'}`;
}

/** An option's id: the list's id and its place, so the box's aria-activedescendant can name it. */
const optionId = (listId: string, index: number) => `${listId}-${index}`;

function Option({
  id,
  href,
  active,
  onChoose,
  className = styles.option,
  children,
}: {
  id: string;
  href: string;
  active: boolean;
  onChoose: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      id={id}
      to={href}
      role="option"
      aria-selected={active}
      data-active-item={active ? '' : undefined}
      tabIndex={-1}
      className={className}
      // A press leaves the focus in the box; the click then opens the link.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
    >
      {children}
    </Link>
  );
}

function SuggestionText({ name, meta }: { name: string; meta: string }) {
  return (
    <span className={styles.optionText}>
      <span className={styles.optionName}>{name}</span>
      <span className={styles.optionMeta}>{meta}</span>
    </span>
  );
}

function SuggestionContent({ suggestion }: { suggestion: Suggestion }) {
  switch (suggestion.kind) {
    case 'product': {
      const { product } = suggestion;
      return (
        <>
          {/* A raster thumbnail: an SVG is parsed and painted on the main thread on first sight. */}
          <img
            src={productThumb(product.image)}
            alt=""
            width={40}
            height={40}
            className={styles.optionArt}
          />
          <SuggestionText name={product.name} meta={product.category} />
          <Price price={product.price} salePrice={product.salePrice} size="sm" />
        </>
      );
    }
    case 'category':
      return <SuggestionText name={suggestion.label} meta="Shop by category" />;
    case 'effect':
      return <SuggestionText name={suggestion.label} meta="Shop by effect" />;
    case 'article':
      return (
        <SuggestionText
          name={suggestion.label}
          meta={`${suggestion.post.category} · ${suggestion.post.readTime} min read`}
        />
      );
  }
}

/**
 * The list for the deferred text. Memoised: a keystroke's own render (the box and its status line)
 * leaves it alone, and it re-renders once the matching has caught up, after the keystroke's frame,
 * or when Up and Down move the active option.
 */
const Suggestions = memo(function Suggestions({
  results,
  typed,
  listId,
  active,
  onChoose,
}: {
  results: SearchResults;
  typed: string;
  listId: string;
  active: number;
  onChoose: () => void;
}) {
  let index = 0;
  const option = (href: string, children: ReactNode, className?: string) => {
    const at = index++;
    return (
      <Option
        key={at}
        id={optionId(listId, at)}
        href={href}
        active={at === active}
        onChoose={onChoose}
        className={className}
      >
        {children}
      </Option>
    );
  };
  return (
    <>
      {results.total === 0 ? <p className={styles.empty}>Nothing matches “{typed}”.</p> : null}
      <div role="listbox" id={listId} aria-label="Suggestions">
        {suggestionGroups.map(({ kind, label }) =>
          results[kind].length === 0 ? null : (
            <div role="group" key={kind} aria-labelledby={`${listId}-${kind}`}>
              <div id={`${listId}-${kind}`} className={styles.groupLabel}>
                {label}
              </div>
              {results[kind].map((suggestion) =>
                option(suggestion.href, <SuggestionContent suggestion={suggestion} />),
              )}
            </div>
          ),
        )}
        {option(shopSearchHref(typed), <>Search all products for “{typed}”</>, styles.wayOut)}
      </div>
    </>
  );
});

/**
 * The top bar's search as you type (docs/behaviour.md "Search"): the WAI-ARIA combobox pattern
 * (a box with a list of suggestions, focus kept in the box, the active option named by
 * aria-activedescendant) over the catalogue's index (src/catalogue/search.ts), suggestions
 * grouped as products, categories, effects and articles. Down and Up move through them, Enter on
 * one opens it, Enter on the typed text opens the shop's results, Escape closes the list. Its own
 * chunk, loaded by Search.tsx on the box's first focus or hover; the matching and the list run
 * after each keystroke's frame (useDeferredValue). Hand-written rather than Ariakit's combobox,
 * whose per-item work kept a keystroke over a frame on a slowed phone (docs/decisions/0010).
 */
export default function SearchCombobox({
  inputProps,
  value,
  onValueChange,
  focused,
  onChoose,
}: SearchComboboxProps) {
  const { ref, ...attributes } = inputProps;
  const [open, setOpen] = useState(focused && value.trim() !== '');
  const deferred = useDeferredValue(value);
  const results = useMemo(() => searchCatalogue(deferred), [deferred]);
  const typed = deferred.trim();
  const shown = open && typed !== '';
  // The option Up and Down point at, -1 for none; new text starts with none.
  const [active, setActive] = useState({ index: -1, for: results });
  const activeIndex = shown && active.for === results ? active.index : -1;
  const listId = useId();
  const list = useRef<HTMLDivElement>(null);
  // Stable across keystrokes, so the memoised list is left alone until its results change.
  const choose = useCallback(() => {
    setOpen(false);
    onChoose();
  }, [onChoose]);

  // Takes the plain box's place: the focus carries over (a phone's keyboard stays up), the caret
  // after the text typed.
  useLayoutEffect(() => {
    const box = ref.current;
    if (!focused || !box) return;
    box.focus();
    box.setSelectionRange(box.value.length, box.value.length);
  }, [focused, ref]);

  // The index built while the shopper is about to type, not on the first keystroke.
  useEffect(() => {
    // Safari has no requestIdleCallback: the next task there.
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => prepareSearch());
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(() => prepareSearch());
    return () => cancelIdleCallback(idle);
  }, []);

  // The active option in sight when the list scrolls (a short window, a phone's keyboard up).
  useLayoutEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(listId, activeIndex))?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, listId]);

  // Closed, it points at nothing; opened again, it starts from the typed text.
  const close = () => {
    setOpen(false);
    setActive({ index: -1, for: results });
  };

  const move = (step: 1 | -1) => {
    // The suggestions and the shop search after them.
    const count = results.total + 1;
    const from = activeIndex < 0 ? (step === 1 ? -1 : count) : activeIndex;
    setActive({ index: (from + step + count) % count, for: results });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys that pick a word in an input method's composition are its own.
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (typed === '') return;
      event.preventDefault();
      if (!shown) return setOpen(true);
      return move(event.key === 'ArrowDown' ? 1 : -1);
    }
    if (event.key === 'Enter') {
      // Enter on a suggestion opens it (its link's own click: the router, then onChoose); on the
      // typed text, the form's submit, the shop's results for it.
      if (activeIndex < 0) return;
      event.preventDefault();
      return document.getElementById(optionId(listId, activeIndex))?.click();
    }
    if (event.key !== 'Escape') return;
    // Escape closes the list and keeps the text (a search box would also clear it)...
    event.preventDefault();
    if (shown) return close();
    // ...and then the phone's panel, back on its search button (Search.tsx's <details>).
    const details = event.currentTarget.form?.previousElementSibling;
    if (!(details instanceof HTMLDetailsElement) || !details.open) return;
    details.open = false;
    details.querySelector('summary')?.focus();
  };

  return (
    <>
      <input
        ref={ref}
        {...attributes}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={activeIndex < 0 ? undefined : optionId(listId, activeIndex)}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          // Focus left for the page (a press elsewhere, Tab): the list closes. A press on a
          // suggestion keeps it until the page changes.
          if (!list.current?.contains(event.relatedTarget)) close();
        }}
      />
      <div ref={list} hidden={!shown} className={styles.popover}>
        <Suggestions
          results={results}
          typed={typed}
          listId={listId}
          active={activeIndex}
          onChoose={choose}
        />
      </div>
      <p role="status" className={visuallyHidden}>
        {shown ? suggestionCount(results.total) : ''}
      </p>
    </>
  );
}
