import { maxLength, validateEmail } from '../validation';
import type { TextSpec } from './schema';

/** An email address, as every form asks for it; each form gives it its own label. */
export const emailField = {
  control: 'text',
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
  spellCheck: false,
  required: true,
  maxLength: maxLength.email,
  rule: validateEmail,
} as const satisfies Omit<TextSpec, 'label'>;
