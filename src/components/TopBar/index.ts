export { TopBar, cartBadgeText, cartLinkLabel, navItems, type TopBarProps } from './TopBar';
