export { CartDrawer, type CartDrawerNotice, type CartDrawerProps } from './CartDrawer';
