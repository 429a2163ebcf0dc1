/**
 * What a form field is, written once per field in a form's schema (`checkout.ts`, `wholesale.ts`,
 * `newsletter.ts`). The form renders its controls from the schema, checks its values with the
 * schema's rules, and the request body type, the API client and the demo API's check are derived
 * from it too. Pure: no React, no API, so every layer can import it.
 */

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** What a rule may need besides the value: "today", for the card's expiry. */
export interface RuleContext {
  now: Date;
}

/**
 * Where a submission carries the field: at the top of the request body, or inside a named object
 * of it (the order's `shipping`). A field without `sent` never leaves the form.
 */
export type SentAt = 'body' | 'shipping';

interface CommonSpec {
  /** The visible label, which is also the control's accessible name. */
  label: string;
  /** The control is `required`; its rule says what is missing. */
  required?: true;
  /** Help shown under the label, read after the name. */
  hint?: string;
  sent?: SentAt;
  /** Card details: a request that carries one is refused (docs/behaviour.md "Form schemas"). */
  secret?: true;
}

export interface TextSpec extends CommonSpec {
  control: 'text' | 'textarea';
  /** The input's type when it is not 'text'. */
  type?: 'email';
  inputMode?: 'email' | 'numeric';
  /** The autocomplete token, e.g. 'given-name' or 'cc-number'. */
  autoComplete?: string;
  spellCheck?: false;
  maxLength: number;
  placeholder?: string;
  /** Visible lines of a textarea. */
  rows?: number;
  /** Reshapes what was typed (card number groups, the expiry's slash), given the value before. */
  format?: (typed: string, previous: string) => string;
  rule: (value: string, context: RuleContext) => string | undefined;
}

export interface SelectOption<Value extends string = string> {
  value: Value;
  label: string;
}

export interface SelectSpec<Value extends string = string> extends CommonSpec {
  control: 'select';
  autoComplete?: string;
  /** The first, empty choice, e.g. 'Select a state'. */
  placeholder: string;
  options: readonly SelectOption<Value>[];
  /** Checks any text, since a request may carry a value the list does not have. */
  rule: (value: string) => string | undefined;
}

export interface CheckboxSpec extends CommonSpec {
  control: 'checkbox';
  rule: (checked: boolean) => string | undefined;
}

export type FieldSpec = TextSpec | SelectSpec | CheckboxSpec;

/** A form's fields by name, in the order they appear (the error summary and focus follow it). */
export type FormSchema = Readonly<Record<string, FieldSpec>>;

export type FieldName<Schema extends FormSchema> = keyof Schema & string;

/** The form's values: text for text and selects (one of the options, or '' before a choice), true/false for a checkbox. */
export type FormValues<Schema extends FormSchema> = {
  -readonly [Name in keyof Schema]: Schema[Name] extends CheckboxSpec
    ? boolean
    : Schema[Name] extends SelectSpec<infer Value>
      ? Value | ''
      : string;
};

/** Values as a request may carry them: any text where the form has a select. */
export type ReceivedValues<Schema extends FormSchema> = {
  [Name in keyof Schema]: Schema[Name] extends CheckboxSpec ? boolean : string;
};

/** The fields a submission carries at `where`, with their values' types. */
export type SentValues<Schema extends FormSchema, Where extends SentAt> = {
  -readonly [
    Name in keyof Schema as Schema[Name] extends { sent: Where } ? Name : never
  ]: FormValues<Schema>[Name];
};

export function fieldNames<Schema extends FormSchema>(
  schema: Schema,
): readonly FieldName<Schema>[] {
  return Object.keys(schema);
}

/** The names of the fields a submission carries at `where`, in form order. */
export function sentNames<Schema extends FormSchema, Where extends SentAt>(
  schema: Schema,
  where: Where,
): readonly (keyof SentValues<Schema, Where> & string)[] {
  return fieldNames(schema).filter(
    (name): name is keyof SentValues<Schema, Where> & string => schema[name]?.sent === where,
  );
}

/** The names of the card fields that must never arrive. */
export function secretNames<Schema extends FormSchema>(
  schema: Schema,
): readonly FieldName<Schema>[] {
  return fieldNames(schema).filter((name) => schema[name]?.secret === true);
}

/** An empty form: '' in every text field and select, checkboxes unticked. */
export function emptyValues<Schema extends FormSchema>(schema: Schema): FormValues<Schema> {
  const values: Record<string, string | boolean> = {};
  for (const name of fieldNames(schema)) {
    values[name] = schema[name]?.control === 'checkbox' ? false : '';
  }
  return values as FormValues<Schema>;
}

/**
 * The values after one field changed: `input` is what the control gave (its text, or whether a
 * box is ticked). Text is reshaped by the field's `format`; a select keeps only one of its options.
 */
export function withValue<Schema extends FormSchema>(
  schema: Schema,
  values: FormValues<Schema>,
  name: FieldName<Schema>,
  input: string | boolean,
): FormValues<Schema> {
  const spec = schema[name];
  const previous: unknown = values[name];
  let next: string | boolean = input;
  if (spec?.control === 'checkbox') next = input === true;
  else if (typeof input !== 'string') next = '';
  else if (spec?.control === 'select') {
    next = spec.options.some((option) => option.value === input) ? input : '';
  } else if (spec?.format) next = spec.format(input, typeof previous === 'string' ? previous : '');
  return { ...values, [name]: next };
}

/** Every field's rule, in form order; an empty object means the values are fine. */
export function validateFields<Schema extends FormSchema>(
  schema: Schema,
  values: ReceivedValues<Schema>,
  context: RuleContext = { now: new Date() },
  names: readonly FieldName<Schema>[] = fieldNames(schema),
): FieldErrors<FieldName<Schema>> {
  const errors: FieldErrors<FieldName<Schema>> = {};
  for (const name of names) {
    const spec = schema[name];
    const value: unknown = values[name];
    if (!spec) continue;
    const message =
      spec.control === 'checkbox'
        ? spec.rule(value === true)
        : spec.control === 'select'
          ? spec.rule(typeof value === 'string' ? value : '')
          : spec.rule(typeof value === 'string' ? value : '', context);
    if (message !== undefined) errors[name] = message;
  }
  return errors;
}

/** What a valid form sends: its values with text fields trimmed (selects and boxes as they are). */
export function trimmedValues<Schema extends FormSchema>(
  schema: Schema,
  values: FormValues<Schema>,
): FormValues<Schema> {
  const trimmed: FormValues<Schema> = { ...values };
  for (const name of fieldNames(schema)) {
    const value: unknown = values[name];
    if (schema[name]?.control !== 'select' && typeof value === 'string') {
      Object.assign(trimmed, { [name]: value.trim() });
    }
  }
  return trimmed;
}

/** Only the named keys of `source`, so nothing else an object carries can be sent. */
export function pick<Key extends string, Source extends Record<Key, unknown>>(
  source: Source,
  keys: readonly Key[],
): Pick<Source, Key> {
  const picked: Partial<Pick<Source, Key>> = {};
  for (const key of keys) picked[key] = source[key];
  return picked as Pick<Source, Key>;
}
