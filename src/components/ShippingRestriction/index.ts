export {
  ShippingRestriction,
  type RestrictedItem,
  type ShippingRestrictionProps,
} from './ShippingRestriction';
