export { ErrorScreen, type ErrorScreenProps } from './ErrorScreen';
