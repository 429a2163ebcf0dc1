import {
  Combobox,
  ComboboxGroup,
  ComboboxGroupLabel,
  ComboboxItem,
  ComboboxList,
  useComboboxStore,
  type ComboboxStore,
} from '@ariakit/react';
import {
  createContext,
  memo,
  useContext,
  useDeferredValue,
  useRef,
  useLayoutEffect,
  useMemo,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type RefObject,
} from 'react';
import { Link } from 'react-router-dom';
import {
  searchCatalogue,
  suggestionGroups,
  type SearchResults,
  type Suggestion,
} from '../../catalogue/search';
import { shopSearchHref } from '../../catalogue/shopLinks';
import { Price } from '../Price';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './SearchCombobox.css';

const ChooseContext = createContext<() => void>(() => undefined);

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

function Option({
  href,
  className = styles.option,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const onChoose = useContext(ChooseContext);
  return (
    <ComboboxItem
      className={className}
      render={<Link to={href} />}
      hideOnClick
      setValueOnClick={false}
      onClick={onChoose}
    >
      {children}
    </ComboboxItem>
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
          <img src={product.image} alt="" width={40} height={40} className={styles.optionArt} />
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
 * leaves it alone, and it re-renders once the matching has caught up, after the keystroke's frame.
 */
const Suggestions = memo(function Suggestions({
  results,
  typed,
  store,
}: {
  results: SearchResults;
  typed: string;
  store: ComboboxStore;
}) {
  return (
    <>
      {results.total === 0 ? <p className={styles.empty}>Nothing matches “{typed}”.</p> : null}
      <ComboboxList store={store} aria-label="Suggestions">
        {suggestionGroups.map(({ kind, label }) =>
          results[kind].length === 0 ? null : (
            <ComboboxGroup key={kind}>
              <ComboboxGroupLabel className={styles.groupLabel}>{label}</ComboboxGroupLabel>
              {results[kind].map((suggestion) => (
                <Option key={suggestion.key} href={suggestion.href}>
                  <SuggestionContent suggestion={suggestion} />
                </Option>
              ))}
            </ComboboxGroup>
          ),
        )}
        <Option href={shopSearchHref(typed)} className={styles.wayOut}>
          Search all products for “{typed}”
        </Option>
      </ComboboxList>
    </>
  );
});

/**
 * The top bar's search as you type (docs/behaviour.md "Search"): Ariakit's combobox over the
 * catalogue's index (src/catalogue/search.ts), suggestions grouped as products, categories,
 * effects and articles. Arrow keys move through them, Enter on one opens it, Enter on the typed
 * text opens the shop's results, Escape closes the list. Its own chunk, loaded by Search.tsx on the
 * box's first focus or hover; the matching runs after each keystroke's frame (useDeferredValue).
 * The list is Ariakit's ComboboxList placed by CSS under the box, not its ComboboxPopover: the
 * popover's positioning library would double the chunk (docs/decisions/0010).
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
  const store = useComboboxStore({ value, setValue: onValueChange, open: shown, setOpen });
  const list = useRef<HTMLDivElement>(null);

  // Takes the plain box's place: the focus carries over (a phone's keyboard stays up), the caret
  // after the text typed.
  useLayoutEffect(() => {
    const box = ref.current;
    if (!focused || !box) return;
    box.focus();
    box.setSelectionRange(box.value.length, box.value.length);
  }, [focused, ref]);

  return (
    <>
      <Combobox
        ref={ref}
        store={store}
        {...attributes}
        showMinLength={1}
        onKeyDownCapture={(event) => {
          // Enter on the typed text, no suggestion chosen: the shop's results for it (the form's
          // submit), where the combobox alone would do nothing while its list is open. Read before
          // the combobox hands Enter to a chosen suggestion, which then forgets it was chosen.
          if (event.key !== 'Enter' || store.getState().activeId) return;
          event.preventDefault();
          event.currentTarget.form?.requestSubmit();
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          // Escape closes the list and keeps the text (a search box would also clear it)...
          event.preventDefault();
          if (shown) return setOpen(false);
          // ...and then the phone's panel, back on its search button (Search.tsx's <details>).
          const details = event.currentTarget.form?.previousElementSibling;
          if (!(details instanceof HTMLDetailsElement) || !details.open) return;
          details.open = false;
          details.querySelector('summary')?.focus();
        }}
        onBlur={(event) => {
          // Focus left for the page (a press elsewhere, Tab): the list closes. A press on a
          // suggestion keeps it until the page changes.
          if (!list.current?.contains(event.relatedTarget)) setOpen(false);
        }}
      />
      <div ref={list} hidden={!shown} className={styles.popover}>
        <ChooseContext value={onChoose}>
          <Suggestions results={results} typed={typed} store={store} />
        </ChooseContext>
      </div>
      <p role="status" className={visuallyHidden}>
        {shown ? suggestionCount(results.total) : ''}
      </p>
    </>
  );
}
