export { StickyAddBar, type StickyAddBarProps } from './StickyAddBar';
