import { maxLength, oneOf, optionalText, requiredText } from '../validation';
import { emailField } from './email';
import {
  fieldNames,
  validateFields,
  type FieldErrors,
  type FieldName,
  type FormSchema,
  type FormValues,
  type ReceivedValues,
  type SentValues,
} from './schema';

/** The states a retailer can apply from (docs/behaviour.md "Form schemas"). */
export const wholesaleStates = [
  'California',
  'Colorado',
  'New York',
  'Washington',
  'Oregon',
  'Nevada',
  'Michigan',
  'Illinois',
  'Massachusetts',
  'Arizona',
  'Other',
] as const;
export type WholesaleState = (typeof wholesaleStates)[number];

/** The retailer application, one entry per field in the order they appear. */
export const wholesaleFields = {
  name: {
    control: 'text',
    label: 'Name',
    autoComplete: 'name',
    required: true,
    maxLength: maxLength.name,
    sent: 'body',
    rule: requiredText('Enter your name', 'Name', maxLength.name),
  },
  email: { ...emailField, label: 'Email', sent: 'body' },
  storeName: {
    control: 'text',
    label: 'Store name',
    autoComplete: 'organization',
    required: true,
    maxLength: maxLength.storeName,
    sent: 'body',
    rule: requiredText('Enter your store name', 'Store name', maxLength.storeName),
  },
  state: {
    control: 'select',
    label: 'State',
    required: true,
    placeholder: 'Select a state',
    options: wholesaleStates.map((state) => ({ value: state, label: state })),
    sent: 'body',
    rule: oneOf(wholesaleStates, 'Select a state', 'Select a state from the list'),
  },
  message: {
    control: 'textarea',
    label: 'Message',
    hint: 'Optional: tell us about your store and the products you are interested in.',
    rows: 5,
    maxLength: maxLength.message,
    sent: 'body',
    rule: optionalText('Message', maxLength.message),
  },
} satisfies FormSchema;

export type WholesaleSchema = typeof wholesaleFields;
export type WholesaleField = FieldName<WholesaleSchema>;
export type WholesaleValues = FormValues<WholesaleSchema>;
/** The body of POST /api/wholesale: every field. */
export type WholesaleApplication = SentValues<WholesaleSchema, 'body'>;

export const wholesaleFieldNames = fieldNames(wholesaleFields);

/** The whole application, as the form and the demo API check it. Empty object = valid. */
export function validateWholesale(
  values: ReceivedValues<WholesaleSchema>,
): FieldErrors<WholesaleField> {
  return validateFields(wholesaleFields, values);
}
