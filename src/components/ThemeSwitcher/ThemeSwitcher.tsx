import { Menu, MenuButton, MenuItemRadio, MenuProvider } from '@ariakit/react';
import type { ThemeChoice } from '../../theme/colorMode';
import { Icon, type IconName } from '../Icon';
import * as styles from './ThemeSwitcher.css';

const options: readonly { value: ThemeChoice; label: string; icon: IconName }[] = [
  { value: 'light', label: 'Light', icon: 'sun' },
  { value: 'dark', label: 'Dark', icon: 'moon' },
  { value: 'system', label: 'System', icon: 'monitor' },
];

export interface ThemeSwitcherProps {
  value: ThemeChoice;
  onChange: (choice: ThemeChoice) => void;
}

/** Light, dark or the system's choice, as a small menu in the top bar. */
export function ThemeSwitcher({ value, onChange }: ThemeSwitcherProps) {
  const current = options.find((option) => option.value === value) ?? options[2]!;
  return (
    <MenuProvider
      placement="bottom-end"
      values={{ theme: value }}
      setValues={(values) => {
        const next = values.theme;
        if (next === 'light' || next === 'dark' || next === 'system') onChange(next);
      }}
    >
      <MenuButton className={styles.trigger} aria-label={`Theme: ${current.label}`}>
        <Icon name={current.icon} size={20} />
      </MenuButton>
      <Menu className={styles.menu} gutter={8} aria-label="Theme">
        {options.map((option) => (
          <MenuItemRadio
            key={option.value}
            name="theme"
            value={option.value}
            className={styles.item}
          >
            <Icon name={option.icon} size={18} />
            {option.label}
            <Icon name="check" size={16} className={styles.check} />
          </MenuItemRadio>
        ))}
      </Menu>
    </MenuProvider>
  );
}
