export { ThemeSwitcher, type ThemeSwitcherProps } from './ThemeSwitcher';
