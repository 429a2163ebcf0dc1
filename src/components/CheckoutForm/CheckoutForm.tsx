import { useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { SubmitOutcome } from '../../lib/apiTypes';
import type { Cents } from '../../catalogue/types';
import { compliance, MINIMUM_AGE } from '../../lib/compliance';
import {
  checkoutFieldNames,
  checkoutFields,
  toOrderDetails,
  validateCheckout,
  type CheckoutField,
  type CheckoutValues,
  type OrderDetails,
} from '../../lib/forms/checkout';
import { emptyValues, withValue } from '../../lib/forms/schema';
import { formatMoney } from '../../lib/money';
import { Button } from '../Button';
import { ErrorSummary, FormAlert, FormSection, SchemaField, fieldStyles } from '../Field';
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

const emptyCheckout = emptyValues(checkoutFields);

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

  const [values, setValues] = useState<CheckoutValues>(emptyCheckout);
  const [summary, setSummary] = useState<{ title: string; description?: string } | null>(null);
  const submission = useSubmission(checkoutFieldNames, idFor);
  const { status, errors, orderedErrors } = submission;

  const locked = status === 'pending' || status === 'succeeded';

  // The state's notice gone while it held the focus (its last Remove pressed): the focus goes back
  // to the State field above it, not to the page's start.
  const noticeShown = stateNotice !== null && stateNotice !== undefined && stateNotice !== false;
  const noticeHadFocus = useRef(false);
  const stateFieldId = idFor('state');
  useLayoutEffect(() => {
    if (noticeShown || !noticeHadFocus.current) return;
    noticeHadFocus.current = false;
    const focused = document.activeElement;
    if (focused === null || focused === document.body)
      document.getElementById(stateFieldId)?.focus();
  }, [noticeShown, stateFieldId]);

  function update(field: CheckoutField, input: string | boolean) {
    const next = withValue(checkoutFields, values, field, input);
    setValues(next);
    submission.recheck(field, () => validateCheckout(next, now ?? new Date()));
    if (field === 'state') onStateChange?.(next.state);
  }

  /** The fields of one row, from the schema; several share a row in `className`'s grid. */
  function row(fields: readonly CheckoutField[], className?: string) {
    const controls = fields.map((field) => (
      <SchemaField
        key={field}
        spec={checkoutFields[field]}
        id={idFor(field)}
        name={field}
        value={values[field]}
        onValue={(input) => update(field, input)}
        error={errors[field]}
      />
    ));
    return className ? <div className={className}>{controls}</div> : controls;
  }

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
        <FormSection legend="Contact Information">{row(['email'])}</FormSection>

        <FormSection legend="Shipping Address">
          {row(['firstName', 'lastName'], styles.pair)}
          {row(['address'])}
          {row(['city', 'state', 'zipCode'], styles.cityRow)}
          <div
            className={styles.noticeSlot}
            onFocus={() => (noticeHadFocus.current = true)}
            onBlur={(event) => {
              const to = event.relatedTarget;
              if (to && !event.currentTarget.contains(to)) noticeHadFocus.current = false;
            }}
          >
            {stateNotice}
          </div>
        </FormSection>

        <FormSection legend="Payment Information">
          <p className={styles.sectionNote}>
            Demo only: your card is not charged, and the card number, expiry date and security code
            never leave this page.
          </p>
          {row(['nameOnCard', 'cardNumber'])}
          {row(['expiryDate', 'cvv'], styles.cardRow)}
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
          {row(['legalAccepted'])}
        </FormSection>
      </fieldset>

      {status === 'failed' ? (
        <FormAlert title="Your order was not placed">
          <p>{submission.message}</p>
          {submission.retryable ? (
            <p>Your details are still here. Press Place Order to try again.</p>
          ) : null}
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
