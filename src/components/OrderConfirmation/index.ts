export { OrderConfirmation, type OrderConfirmationProps } from './OrderConfirmation';
