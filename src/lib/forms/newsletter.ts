import { emailField } from './email';
import {
  fieldNames,
  validateFields,
  type FieldErrors,
  type FieldName,
  type FormSchema,
  type ReceivedValues,
  type SentValues,
} from './schema';

/** The 'Stay Updated' box: one email field. */
export const newsletterFields = {
  email: {
    ...emailField,
    label: 'Email address',
    placeholder: 'name@example.com',
    sent: 'body',
  },
} satisfies FormSchema;

export type NewsletterSchema = typeof newsletterFields;
export type NewsletterField = FieldName<NewsletterSchema>;
/** The body of POST /api/newsletter. */
export type NewsletterSignup = SentValues<NewsletterSchema, 'body'>;

export const newsletterFieldNames = fieldNames(newsletterFields);

export function validateNewsletter(
  values: ReceivedValues<NewsletterSchema>,
): FieldErrors<NewsletterField> {
  return validateFields(newsletterFields, values);
}
