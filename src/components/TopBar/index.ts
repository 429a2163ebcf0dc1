export {
  TopBar,
  cartBadgeText,
  cartLinkLabel,
  navItems,
  savedLinkLabel,
  type TopBarProps,
} from './TopBar';
