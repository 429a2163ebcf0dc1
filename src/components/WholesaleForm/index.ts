export { WholesaleForm, type WholesaleFormProps } from './WholesaleForm';
