export { SaveButton, type SaveButtonProps } from './SaveButton';
