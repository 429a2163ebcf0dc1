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
export { SchemaField, type SchemaFieldProps } from './SchemaField';
export { FormAlert, FormStatus } from './FormNotice';
export * as fieldStyles from './Field.css';
export { useFocusAfterRender } from './useFocusAfterRender';
