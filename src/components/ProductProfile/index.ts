export { ProductProfile, type ProductProfileProps } from './ProductProfile';
