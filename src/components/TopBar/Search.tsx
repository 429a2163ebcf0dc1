import { useRef, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import { shopSearchHref } from '../../catalogue/shopLinks';
import { Icon } from '../Icon';
import type { SearchComboboxProps } from './SearchCombobox';
import * as styles from './Search.css';

type Combobox = ComponentType<SearchComboboxProps>;

interface SearchBoxProps {
  combobox?: Combobox;
  onLoad: (combobox: Combobox, focused: boolean) => void;
  focused: boolean;
  /** A search sent or a suggestion chosen: the box starts afresh. */
  onDone: () => void;
}

function SearchBox({ combobox: Loaded, onLoad, focused, onDone }: SearchBoxProps) {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLDetailsElement>(null);
  const navigate = useNavigate();

  // Its own chunk, fetched once (a failed fetch is tried again on the next focus or hover); till
  // then, or if it never comes, the plain form goes on working.
  const load = () => {
    if (!Loaded)
      import('./SearchCombobox').then(
        (module) => onLoad(module.default, input.current === document.activeElement),
        () => undefined,
      );
  };

  const box = {
    ref: input,
    name: 'q',
    type: 'search',
    className: styles.input,
    'aria-label': 'Search the store',
    placeholder: 'Search products, effects…',
    autoComplete: 'off',
    enterKeyHint: 'search',
    maxLength: 100,
    onFocus: load,
  } as const;

  return (
    <div className={styles.search}>
      <details ref={toggle} className={styles.toggle}>
        <summary
          className={styles.toggleButton}
          aria-label="Search"
          onClick={(event) => {
            // Opened here, in the press itself, so a phone's keyboard comes up with the focus.
            event.preventDefault();
            const details = toggle.current!;
            details.open = !details.open;
            if (details.open) input.current?.focus();
          }}
        >
          <Icon name="search" size={22} />
        </summary>
      </details>
      <form
        role="search"
        aria-label="Store"
        action="/shop"
        method="get"
        className={styles.form}
        onPointerEnter={load}
        onSubmit={(event) => {
          event.preventDefault();
          navigate(shopSearchHref(text));
          onDone();
        }}
      >
        {Loaded ? (
          <Loaded
            inputProps={box}
            value={text}
            onValueChange={setText}
            focused={focused}
            onChoose={onDone}
          />
        ) : (
          <input
            {...box}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              // Text typed before the app ran, replayed now (docs/first-second.md), wants it too.
              load();
            }}
          />
        )}
        <button type="submit" className={styles.submit} aria-label="Submit search">
          <Icon name="search" size={20} />
        </button>
      </form>
    </div>
  );
}

/**
 * The search on every page (docs/behaviour.md "Search"). First rendered, and prerendered, as a
 * plain GET form to /shop, so Enter works before the app's code runs (public/theme-init.js lets it
 * go); below 1024 px it opens from a <details>, which needs no code either. The first focus or
 * hover fetches the combobox (SearchCombobox.tsx), which takes the box's place with what was typed
 * and its focus. A search sent or a suggestion chosen starts it afresh, empty and closed, so focus
 * goes on to the new page's heading.
 */
export function Search() {
  const [loaded, setLoaded] = useState<{ combobox: Combobox; focusedIn?: number }>();
  const [round, setRound] = useState(0);
  return (
    <SearchBox
      key={round}
      combobox={loaded?.combobox}
      // Focus carries over once, into the box it was in.
      focused={loaded?.focusedIn === round}
      onLoad={(combobox, focused) =>
        setLoaded({ combobox, focusedIn: focused ? round : undefined })
      }
      onDone={() => setRound(round + 1)}
    />
  );
}
