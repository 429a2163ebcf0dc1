import { useId, useState, type FormEvent } from 'react';
import {
  wholesaleStates,
  type SubmitOutcome,
  type WholesaleApplication,
  type WholesaleField,
  type WholesaleState,
} from '../../lib/apiTypes';
import { maxLength, validateWholesale } from '../../lib/validation';
import { Button } from '../Button';
import {
  FormAlert,
  FormStatus,
  SelectField,
  TextAreaField,
  TextField,
  fieldStyles,
} from '../Field';
import { useSubmission } from '../Field/useSubmission';
import * as styles from './WholesaleForm.css';

export interface WholesaleFormProps {
  onSubmit: (application: WholesaleApplication) => Promise<SubmitOutcome<WholesaleField>>;
}

const fieldOrder: readonly WholesaleField[] = ['name', 'email', 'storeName', 'state', 'message'];

const emptyApplication: WholesaleApplication = {
  name: '',
  email: '',
  storeName: '',
  state: '',
  message: '',
};

const stateOptions = wholesaleStates.map((state) => ({ value: state, label: state }));

function isWholesaleState(value: string): value is WholesaleState {
  return (wholesaleStates as readonly string[]).includes(value);
}

/** The retailer application (SPEC point 3). Validates on submit; clears itself once accepted. */
export function WholesaleForm({ onSubmit }: WholesaleFormProps) {
  const baseId = useId();
  const idFor = (field: WholesaleField) => `${baseId}-${field}`;

  const [values, setValues] = useState<WholesaleApplication>(emptyApplication);
  const submission = useSubmission(fieldOrder, idFor);
  const { status, setStatus, errors, message: notice } = submission;
  const pending = status === 'pending';

  function update(field: WholesaleField, value: string) {
    const next =
      field === 'state'
        ? { ...values, state: isWholesaleState(value) ? value : ('' as const) }
        : { ...values, [field]: value };
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

    const application: WholesaleApplication = {
      name: values.name.trim(),
      email: values.email.trim(),
      storeName: values.storeName.trim(),
      state: values.state,
      message: values.message.trim(),
    };
    await submission.send(() => onSubmit(application), {
      networkMessage: 'Something went wrong while sending your application.',
      onSuccess: () => setValues(emptyApplication),
    });
  }

  return (
    <form
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
          <TextField
            id={idFor('name')}
            name="name"
            label="Name"
            autoComplete="name"
            required
            requiredMark
            maxLength={maxLength.name}
            value={values.name}
            onChange={(event) => update('name', event.target.value)}
            error={errors.name}
          />
          <TextField
            id={idFor('email')}
            name="email"
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            required
            requiredMark
            maxLength={maxLength.email}
            value={values.email}
            onChange={(event) => update('email', event.target.value)}
            error={errors.email}
          />
          <TextField
            id={idFor('storeName')}
            name="storeName"
            label="Store name"
            autoComplete="organization"
            required
            requiredMark
            maxLength={maxLength.storeName}
            value={values.storeName}
            onChange={(event) => update('storeName', event.target.value)}
            error={errors.storeName}
          />
          <SelectField
            id={idFor('state')}
            name="state"
            label="State"
            required
            requiredMark
            placeholder="Select a state"
            options={stateOptions}
            value={values.state}
            onChange={(event) => update('state', event.target.value)}
            error={errors.state}
          />
          <TextAreaField
            id={idFor('message')}
            name="message"
            label="Message"
            hint="Optional: tell us about your store and the products you are interested in."
            className={styles.wide}
            rows={5}
            maxLength={maxLength.message}
            value={values.message}
            onChange={(event) => update('message', event.target.value)}
            error={errors.message}
          />
        </div>
      </fieldset>

      {status === 'failed' ? (
        <FormAlert title="Your application was not sent">
          <p>{notice}</p>
          <p>Your answers are still here. Press Submit Application to try again.</p>
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
