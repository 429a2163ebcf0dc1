export { ShippingBanner } from './ShippingBanner';
