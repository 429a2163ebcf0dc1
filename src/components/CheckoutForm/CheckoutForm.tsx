import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import type { CheckoutField, OrderDetails, SubmitOutcome } from '../../lib/apiTypes';
import type { Cents } from '../../catalogue/types';
import { compliance, MINIMUM_AGE } from '../../lib/compliance';
import { formatMoney } from '../../lib/money';
import {
  cardDigits,
  formatCardNumberInput,
  formatExpiryInput,
  maxLength,
  usStates,
  validateCheckout,
  type CheckoutValues,
} from '../../lib/validation';
import { Button } from '../Button';
import {
  CheckboxField,
  ErrorSummary,
  FormAlert,
  FormSection,
  SelectField,
  TextField,
  fieldStyles,
} from '../Field';
import { useSubmission } from '../Field/useSubmission';
import * as styles from './CheckoutForm.css';

export interface CheckoutFormProps {
  /** Order total in cents, shown on the button. */
  total: Cents;
  /** Gets the order without the card number, expiry or CVV: only `cardLast4`. */
  onSubmit: (details: OrderDetails) => Promise<SubmitOutcome<CheckoutField>>;
  /** "Today", for the expiry check; stories fix it so they do not age. */
  now?: Date;
  /** Told the state code whenever the shopper picks a state (for the shipping rules). */
  onStateChange?: (stateCode: string) => void;
  /** Shown under the address, e.g. which items cannot ship to the chosen state. */
  stateNotice?: ReactNode;
}

/** Fields in the order they appear: the error summary and the first-error focus follow it. */
const fieldOrder: readonly CheckoutField[] = [
  'email',
  'firstName',
  'lastName',
  'address',
  'city',
  'state',
  'zipCode',
  'nameOnCard',
  'cardNumber',
  'expiryDate',
  'cvv',
  'legalAccepted',
];

const emptyValues: CheckoutValues = {
  email: '',
  firstName: '',
  lastName: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  nameOnCard: '',
  cardNumber: '',
  expiryDate: '',
  cvv: '',
  legalAccepted: false,
};

const stateOptions = usStates.map((state) => ({ value: state.code, label: state.name }));

/** What leaves the form: trimmed contact and shipping details and the card's last four digits. */
function toOrderDetails(values: CheckoutValues): OrderDetails {
  return {
    email: values.email.trim(),
    shipping: {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      address: values.address.trim(),
      city: values.city.trim(),
      state: values.state,
      zipCode: values.zipCode.trim(),
    },
    nameOnCard: values.nameOnCard.trim(),
    cardLast4: cardDigits(values.cardNumber).slice(-4),
  };
}

/** Expiry as typed: adds the slash after the month, and lets backspace remove it again. */
function nextExpiry(previous: string, raw: string): string {
  const formatted = formatExpiryInput(raw);
  // Deleting the slash itself would otherwise put it straight back.
  const deletedSlash = raw.length < previous.length && previous.endsWith('/');
  return deletedSlash && formatted.endsWith('/') ? formatted.slice(0, -1) : formatted;
}

/**
 * The demo checkout form. It validates on submit, lists problems at the top and beside each field,
 * and hands only what an order needs to `onSubmit`. Values stay in the form through every state.
 */
export function CheckoutForm({
  total,
  onSubmit,
  now,
  onStateChange,
  stateNotice,
}: CheckoutFormProps) {
  const baseId = useId();
  const idFor = (field: CheckoutField) => `${baseId}-${field}`;
  const actionHintId = `${baseId}-action-hint`;

  const [values, setValues] = useState<CheckoutValues>(emptyValues);
  const [summary, setSummary] = useState<{ title: string; description?: string } | null>(null);
  const submission = useSubmission(fieldOrder, idFor);
  const { status, errors, orderedErrors } = submission;

  const locked = status === 'pending' || status === 'succeeded';

  function update<K extends keyof CheckoutValues>(field: K, value: CheckoutValues[K]) {
    const next = { ...values, [field]: value };
    setValues(next);
    submission.recheck(field, () => validateCheckout(next, now ?? new Date()));
  }

  const text =
    (field: Exclude<keyof CheckoutValues, 'legalAccepted'>) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      update(field, event.target.value);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submission.isSending() || locked) return;

    const found = validateCheckout(values, now ?? new Date());
    // Unticked, Place Order only explains itself: the legal message, with focus on the box.
    if (!values.legalAccepted) {
      submission.showErrors({ legalAccepted: found.legalAccepted });
      setSummary(null);
      return;
    }
    if (orderedErrors(found).length > 0) {
      submission.showErrors(found);
      setSummary({ title: 'Please correct the highlighted details' });
      return;
    }

    setSummary(null);
    await submission.send(() => onSubmit(toOrderDetails(values)), {
      networkMessage: 'Something went wrong while placing your order.',
      onInvalid: (description) => setSummary({ title: 'Your order was not placed', description }),
    });
  }

  const summaryItems = orderedErrors(errors).map((field) => ({
    fieldId: idFor(field),
    message: errors[field] ?? '',
  }));
  const showSummary = summary !== null && (summaryItems.length > 0 || summary.description);

  const buttonLabel =
    status === 'pending'
      ? 'Placing order…'
      : status === 'succeeded'
        ? 'Order placed'
        : `Place Order - ${formatMoney(total)}`;

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit} aria-label="Checkout">
      <p className={styles.intro}>
        All fields are required. This is a demo checkout: no order is sent and nothing will be
        charged.
      </p>

      {showSummary ? (
        <ErrorSummary
          title={summary.title}
          description={summary.description}
          errors={summaryItems}
        />
      ) : null}

      <fieldset className={fieldStyles.lock} disabled={locked}>
        <FormSection legend="Contact Information">
          <TextField
            id={idFor('email')}
            name="email"
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            required
            maxLength={maxLength.email}
            value={values.email}
            onChange={text('email')}
            error={errors.email}
          />
        </FormSection>

        <FormSection legend="Shipping Address">
          <div className={styles.pair}>
            <TextField
              id={idFor('firstName')}
              name="firstName"
              label="First name"
              autoComplete="given-name"
              required
              maxLength={maxLength.name}
              value={values.firstName}
              onChange={text('firstName')}
              error={errors.firstName}
            />
            <TextField
              id={idFor('lastName')}
              name="lastName"
              label="Last name"
              autoComplete="family-name"
              required
              maxLength={maxLength.name}
              value={values.lastName}
              onChange={text('lastName')}
              error={errors.lastName}
            />
          </div>
          <TextField
            id={idFor('address')}
            name="address"
            label="Street address"
            autoComplete="street-address"
            required
            maxLength={maxLength.address}
            value={values.address}
            onChange={text('address')}
            error={errors.address}
          />
          <div className={styles.cityRow}>
            <TextField
              id={idFor('city')}
              name="city"
              label="City"
              autoComplete="address-level2"
              required
              maxLength={maxLength.city}
              value={values.city}
              onChange={text('city')}
              error={errors.city}
            />
            <SelectField
              id={idFor('state')}
              name="state"
              label="State"
              autoComplete="address-level1"
              required
              placeholder="Select a state"
              options={stateOptions}
              value={values.state}
              onChange={(event) => {
                update('state', event.target.value);
                onStateChange?.(event.target.value);
              }}
              error={errors.state}
            />
            <TextField
              id={idFor('zipCode')}
              name="zipCode"
              label="ZIP code"
              autoComplete="postal-code"
              inputMode="numeric"
              required
              maxLength={10}
              value={values.zipCode}
              onChange={text('zipCode')}
              error={errors.zipCode}
            />
          </div>
          {stateNotice}
        </FormSection>

        <FormSection legend="Payment Information">
          <p className={styles.sectionNote}>
            Demo only: your card is not charged, and the card number, expiry date and security code
            never leave this page.
          </p>
          <TextField
            id={idFor('nameOnCard')}
            name="nameOnCard"
            label="Name on card"
            autoComplete="cc-name"
            required
            maxLength={maxLength.name}
            value={values.nameOnCard}
            onChange={text('nameOnCard')}
            error={errors.nameOnCard}
          />
          <TextField
            id={idFor('cardNumber')}
            name="cardNumber"
            label="Card number"
            autoComplete="cc-number"
            inputMode="numeric"
            spellCheck={false}
            required
            maxLength={23}
            value={values.cardNumber}
            onChange={(event) => update('cardNumber', formatCardNumberInput(event.target.value))}
            error={errors.cardNumber}
          />
          <div className={styles.cardRow}>
            <TextField
              id={idFor('expiryDate')}
              name="expiryDate"
              label="Expiry date"
              hint="MM/YY"
              autoComplete="cc-exp"
              inputMode="numeric"
              placeholder="MM/YY"
              required
              maxLength={5}
              value={values.expiryDate}
              onChange={(event) =>
                update('expiryDate', nextExpiry(values.expiryDate, event.target.value))
              }
              error={errors.expiryDate}
            />
            <TextField
              id={idFor('cvv')}
              name="cvv"
              label="Security code"
              hint="3 or 4 digits"
              autoComplete="cc-csc"
              inputMode="numeric"
              required
              maxLength={4}
              value={values.cvv}
              onChange={(event) => update('cvv', event.target.value.replace(/\D/g, ''))}
              error={errors.cvv}
            />
          </div>
        </FormSection>

        <FormSection legend="Legal Notice">
          <div className={styles.legalText}>
            <p>
              By placing this order you confirm that you are {MINIMUM_AGE} years of age or older.{' '}
              {compliance.federalHemp}
            </p>
            <p>
              {compliance.stateLaws} You accept the legal risks of buying, having and using these
              products.
            </p>
            <p>{compliance.fda}</p>
            <p>This store is a demo: no order is placed and nothing will be charged.</p>
          </div>
          <CheckboxField
            id={idFor('legalAccepted')}
            name="legalAccepted"
            label={`I am ${MINIMUM_AGE} or older, and I understand and accept this legal notice.`}
            required
            checked={values.legalAccepted}
            onChange={(event) => update('legalAccepted', event.target.checked)}
            error={errors.legalAccepted}
          />
        </FormSection>
      </fieldset>

      {status === 'failed' ? (
        <FormAlert title="Your order was not placed">
          <p>{submission.message}</p>
          <p>Your details are still here. Press Place Order to try again.</p>
        </FormAlert>
      ) : null}

      <div className={styles.actions}>
        <Button
          type="submit"
          size="lg"
          fullWidth
          pending={status === 'pending'}
          disabled={status === 'succeeded'}
          // aria-disabled, not disabled: it stays in the Tab order so its hint is heard.
          aria-disabled={status === 'pending' || (!locked && !values.legalAccepted) || undefined}
          aria-describedby={!values.legalAccepted ? actionHintId : undefined}
        >
          {buttonLabel}
        </Button>
        {!values.legalAccepted ? (
          <p id={actionHintId} className={styles.actionHint}>
            Tick the legal notice box above to place your order.
          </p>
        ) : null}
      </div>
    </form>
  );
}
