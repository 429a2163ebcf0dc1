import { useId } from 'react';
import type { ThemeChoice } from '../../theme/colorMode';
import { Icon, type IconName } from '../Icon';
import * as styles from './ThemeSwitcher.css';

const options: readonly { value: ThemeChoice; label: string; icon: IconName }[] = [
  { value: 'light', label: 'Light', icon: 'sun' },
  { value: 'dark', label: 'Dark', icon: 'moon' },
  { value: 'system', label: 'System', icon: 'monitor' },
];

export interface ThemeSwitcherProps {
  /** The visitor's choice: 'light', 'dark' or 'system'. */
  value: ThemeChoice;
  /** Called with the option picked. */
  onChange: (choice: ThemeChoice) => void;
}

/**
 * Light, dark or the system's choice: three native radios drawn as small icon buttons.
 * Arrow keys move the choice natively; no menu machinery in the entry chunk.
 */
export function ThemeSwitcher({ value, onChange }: ThemeSwitcherProps) {
  // One radio group per instance, so two switchers never share a group.
  const name = `theme-${useId()}`;
  return (
    // data-theme-switcher: public/theme-init.js applies a choice made before the app runs.
    <fieldset className={styles.group} data-theme-switcher="">
      <legend className={styles.hidden}>Theme</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.option} title={option.label}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className={styles.input}
          />
          <span className={styles.face}>
            <Icon name={option.icon} size={18} />
          </span>
          <span className={styles.hidden}>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
