import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { Icon } from '../Icon';
import * as styles from './Field.css';

interface FieldFrameProps {
  /** The visible label; it is also the control's accessible name. */
  label: ReactNode;
  /** Shown under the control in red and read with it; also sets `aria-invalid`. */
  error?: string;
  /** Help shown under the label, read after the name. */
  hint?: ReactNode;
  /** Shows a visible '*' after the label (the control still needs `required`). */
  requiredMark?: boolean;
  className?: string;
}

/** Ids of the hint and error under a control, for `aria-describedby`. */
function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function Label({
  htmlFor,
  children,
  requiredMark,
}: {
  htmlFor: string;
  children: ReactNode;
  requiredMark?: boolean;
}) {
  return (
    <label className={styles.label} htmlFor={htmlFor}>
      {children}
      {requiredMark ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
}

/** A control's `aria-invalid` and `aria-describedby`, from its hint and error. */
function describe(id: string, hint: ReactNode, error: string | undefined) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
  } as const;
}

/** The wrapper every labelled field shares: label, hint, the control, then its error. */
function FieldFrame({
  id,
  label,
  hint,
  error,
  requiredMark,
  className,
  children,
}: FieldFrameProps & { id: string; children: ReactNode }) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <Label htmlFor={id} requiredMark={requiredMark}>
        {label}
      </Label>
      <Hint id={id}>{hint}</Hint>
      {children}
      <FieldError id={id} message={error} />
    </div>
  );
}

function Hint({ id, children }: { id: string; children: ReactNode }) {
  return children ? (
    <p id={`${id}-hint`} className={styles.hint}>
      {children}
    </p>
  ) : null;
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={`${id}-error`} className={styles.error}>
      <Icon name="alert" size={16} className={styles.errorIcon} />
      {message}
    </p>
  ) : null;
}

export type TextFieldProps = FieldFrameProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'children'>;

/** A labelled text input with its hint and error message wired up for assistive technology. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, requiredMark, className, id: idProp, type = 'text', ...inputProps },
  ref,
) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const frame = { id, label, error, hint, requiredMark, className };
  return (
    <FieldFrame {...frame}>
      <input
        ref={ref}
        id={id}
        type={type}
        className={styles.input}
        {...describe(id, hint, error)}
        {...inputProps}
      />
    </FieldFrame>
  );
});

export type TextAreaFieldProps = FieldFrameProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'children'>;

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField(
    { label, error, hint, requiredMark, className, id: idProp, ...rest },
    ref,
  ) {
    const autoId = useId();
    const id = idProp ?? autoId;
    const frame = { id, label, error, hint, requiredMark, className };
    return (
      <FieldFrame {...frame}>
        <textarea
          ref={ref}
          id={id}
          className={styles.textarea}
          {...describe(id, hint, error)}
          {...rest}
        />
      </FieldFrame>
    );
  },
);

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = FieldFrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'children'> & {
    options: readonly SelectOption[];
    /** First, empty choice, e.g. 'Select a state'. */
    placeholder?: string;
  };

/** A native select: the platform's picker is the most usable one on phones. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, requiredMark, className, id: idProp, options, placeholder, ...rest },
  ref,
) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const frame = { id, label, error, hint, requiredMark, className };
  return (
    <FieldFrame {...frame}>
      <div className={styles.selectWrap}>
        <select
          ref={ref}
          id={id}
          className={styles.select}
          {...describe(id, hint, error)}
          {...rest}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={styles.selectChevron} aria-hidden="true" />
      </div>
    </FieldFrame>
  );
});

export type CheckboxFieldProps = Omit<FieldFrameProps, 'requiredMark' | 'hint'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'children' | 'type'>;

/** A checkbox whose whole label is clickable, with an error message under it. */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(
  function CheckboxField({ label, error, className, id: idProp, ...rest }, ref) {
    const autoId = useId();
    const id = idProp ?? autoId;
    return (
      <div className={[styles.field, className].filter(Boolean).join(' ')}>
        <label className={styles.checkboxRow} htmlFor={id}>
          <input
            ref={ref}
            id={id}
            type="checkbox"
            className={styles.checkbox}
            {...describe(id, undefined, error)}
            {...rest}
          />
          <span>{label}</span>
        </label>
        <FieldError id={id} message={error} />
      </div>
    );
  },
);
