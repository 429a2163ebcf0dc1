import { useId, useRef, useState, type FormEvent } from 'react';
import type { SubmitOutcome } from '../../lib/apiTypes';
import { emptyValues, trimmedValues, withValue } from '../../lib/forms/schema';
import {
  validateWholesale,
  wholesaleFieldNames,
  wholesaleFields,
  type WholesaleApplication,
  type WholesaleField,
  type WholesaleValues,
} from '../../lib/forms/wholesale';
import { Button } from '../Button';
import { FormAlert, FormStatus, SchemaField, fieldStyles } from '../Field';
import { useEarlyInput } from '../Field/useEarlyInput';
import { useSubmission } from '../Field/useSubmission';
import * as styles from './WholesaleForm.css';

export interface WholesaleFormProps {
  /** Sends the application; resolves to what happened (sent, field errors, failed), which the form shows. */
  onSubmit: (application: WholesaleApplication) => Promise<SubmitOutcome<WholesaleField>>;
}

const emptyApplication = emptyValues(wholesaleFields);

/** The retailer application. Validates on submit; clears itself once accepted. */
export function WholesaleForm({ onSubmit }: WholesaleFormProps) {
  const baseId = useId();
  const idFor = (field: WholesaleField) => `${baseId}-${field}`;

  const [values, setValues] = useState<WholesaleValues>(emptyApplication);
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef, (input) => {
    setValues((current) =>
      wholesaleFieldNames.reduce((next, field) => {
        const typed = input.get(field);
        return typed === undefined ? next : withValue(wholesaleFields, next, field, typed);
      }, current),
    );
  });
  const submission = useSubmission(wholesaleFieldNames, idFor);
  const { status, setStatus, errors, message: notice } = submission;
  const pending = status === 'pending';

  function update(field: WholesaleField, input: string | boolean) {
    const next = withValue(wholesaleFields, values, field, input);
    setValues(next);
    if (status === 'succeeded') setStatus('editing');
    submission.recheck(field, () => validateWholesale(next));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submission.isSending()) return;

    const found = validateWholesale(values);
    if (submission.orderedErrors(found).length > 0) {
      setStatus('editing');
      submission.showErrors(found);
      return;
    }

    const application: WholesaleApplication = trimmedValues(wholesaleFields, values);
    await submission.send(() => onSubmit(application), {
      networkMessage: 'Something went wrong while sending your application.',
      onSuccess: () => setValues(emptyApplication),
    });
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={handleSubmit}
      aria-label="Wholesale application"
    >
      <p className={styles.requiredNote}>
        <span className={styles.mark} aria-hidden="true">
          *
        </span>{' '}
        Required
      </p>

      <fieldset className={fieldStyles.lock} disabled={pending}>
        <div className={styles.fields}>
          {wholesaleFieldNames.map((field) => (
            <SchemaField
              key={field}
              spec={wholesaleFields[field]}
              id={idFor(field)}
              name={field}
              value={values[field]}
              onValue={(input) => update(field, input)}
              error={errors[field]}
              requiredMarks
              // The message spans the grid's columns.
              className={field === 'message' ? styles.wide : undefined}
            />
          ))}
        </div>
      </fieldset>

      {status === 'failed' ? (
        <FormAlert title="Your application was not sent">
          <p>{notice}</p>
          {submission.retryable ? (
            <p>Your answers are still here. Press Submit Application to try again.</p>
          ) : null}
        </FormAlert>
      ) : null}
      {status === 'editing' && notice ? (
        <FormAlert title="Please check your application">
          <p>{notice}</p>
        </FormAlert>
      ) : null}

      <FormStatus>
        {status === 'succeeded'
          ? "Application submitted! We'll review it and get back to you within 2-3 business days."
          : null}
      </FormStatus>

      <div className={styles.actions}>
        <Button type="submit" size="lg" pending={pending}>
          {pending ? 'Submitting…' : 'Submit Application'}
        </Button>
      </div>
    </form>
  );
}
