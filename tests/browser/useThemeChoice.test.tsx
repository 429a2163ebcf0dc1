import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useThemeChoice } from '../../src/app/useThemeChoice';
import type { ThemeChoice } from '../../src/theme/colorMode';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;

function mountChoice(): { readonly current: [ThemeChoice, (choice: ThemeChoice) => void] } {
  let latest: [ThemeChoice, (choice: ThemeChoice) => void] | undefined;
  function Probe() {
    latest = useThemeChoice();
    return null;
  }
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(<Probe />));
  return {
    get current() {
      if (!latest) throw new Error('useThemeChoice has not rendered');
      return latest;
    },
  };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  act(() => root?.unmount());
  document.body.replaceChildren();
  localStorage.clear();
});

describe('useThemeChoice', () => {
  it('stores the bare word public/theme-init.js reads and puts the mode on <html>', () => {
    const theme = mountChoice();
    expect(theme.current[0]).toBe('system');
    act(() => theme.current[1]('dark'));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.dataset.colorMode).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it("follows another tab's choice and reads junk as 'system'", () => {
    localStorage.setItem('theme', 'light');
    const theme = mountChoice();
    expect(theme.current[0]).toBe('light');

    act(() => {
      localStorage.setItem('theme', 'dark');
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'theme', newValue: 'dark', storageArea: localStorage }),
      );
    });
    expect(theme.current[0]).toBe('dark');
    expect(document.documentElement.dataset.colorMode).toBe('dark');

    act(() => {
      localStorage.setItem('theme', '"purple"');
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: 'theme',
          newValue: '"purple"',
          storageArea: localStorage,
        }),
      );
    });
    expect(theme.current[0]).toBe('system');
  });
});
