export {
  CheckboxField,
  FieldError,
  SelectField,
  TextAreaField,
  TextField,
  type CheckboxFieldProps,
  type SelectFieldProps,
  type SelectOption,
  type TextAreaFieldProps,
  type TextFieldProps,
} from './Field';
export { ErrorSummary, type ErrorSummaryItem, type ErrorSummaryProps } from './ErrorSummary';
export { FormSection } from './FormSection';
export { FormAlert, FormStatus } from './FormNotice';
export * as fieldStyles from './Field.css';
export { useFocusAfterRender } from './useFocusAfterRender';
