import type { FieldSpec } from '../../lib/forms/schema';
import { CheckboxField, SelectField, TextAreaField, TextField } from './Field';

export interface SchemaFieldProps {
  /** The field as its form's schema writes it: label, control, autocomplete token, limits. */
  spec: FieldSpec;
  /** The control's id: its label, hint and error point to it. */
  id: string;
  /** The control's name in the form (what autofill and the browser use). */
  name: string;
  /** Text for text fields and selects, ticked or not for a checkbox. */
  value: string | boolean;
  /** What the control now holds: its text, or whether the box is ticked. */
  onValue: (input: string | boolean) => void;
  /** The field's error, shown under it and announced; the control is marked invalid. */
  error?: string;
  /** Shows a visible '*' after the label of a required field. */
  requiredMarks?: boolean;
  /** More classes, for the form's own layout. */
  className?: string;
}

/** One field of a form, rendered from its schema entry (src/lib/forms/). */
export function SchemaField({
  spec,
  id,
  name,
  value,
  onValue,
  error,
  requiredMarks = false,
  className,
}: SchemaFieldProps) {
  const common = {
    id,
    name,
    label: spec.label,
    required: spec.required,
    error,
    className,
  };
  const requiredMark = requiredMarks && spec.required === true ? true : undefined;
  const text = typeof value === 'string' ? value : '';

  switch (spec.control) {
    case 'checkbox':
      return (
        <CheckboxField
          {...common}
          checked={value === true}
          onChange={(event) => onValue(event.target.checked)}
        />
      );
    case 'select':
      return (
        <SelectField
          {...common}
          requiredMark={requiredMark}
          hint={spec.hint}
          autoComplete={spec.autoComplete}
          placeholder={spec.placeholder}
          options={spec.options}
          value={text}
          onChange={(event) => onValue(event.target.value)}
        />
      );
    case 'textarea':
      return (
        <TextAreaField
          {...common}
          requiredMark={requiredMark}
          hint={spec.hint}
          autoComplete={spec.autoComplete}
          placeholder={spec.placeholder}
          rows={spec.rows}
          maxLength={spec.maxLength}
          value={text}
          onChange={(event) => onValue(event.target.value)}
        />
      );
    case 'text':
      return (
        <TextField
          {...common}
          requiredMark={requiredMark}
          hint={spec.hint}
          type={spec.type}
          inputMode={spec.inputMode}
          autoComplete={spec.autoComplete}
          spellCheck={spec.spellCheck}
          placeholder={spec.placeholder}
          maxLength={spec.maxLength}
          value={text}
          onChange={(event) => onValue(event.target.value)}
        />
      );
  }
}
