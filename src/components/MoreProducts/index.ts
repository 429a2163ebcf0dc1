export { MoreProducts, type MoreProductsProps } from './MoreProducts';
