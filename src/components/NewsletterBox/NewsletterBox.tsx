import { useId, useRef, useState, type FormEvent } from 'react';
import type { SubmitOutcome } from '../../lib/apiTypes';
import {
  newsletterFieldNames,
  newsletterFields,
  validateNewsletter,
  type NewsletterField,
} from '../../lib/forms/newsletter';
import { Button } from '../Button';
import { FieldError, FormAlert, FormStatus, fieldStyles } from '../Field';
import { useEarlyInput } from '../Field/useEarlyInput';
import { useSubmission } from '../Field/useSubmission';
import * as styles from './NewsletterBox.css';

export interface NewsletterBoxProps {
  /** Sends the address; resolves to what happened (subscribed, invalid, failed), which the box shows. */
  onSubscribe: (email: string) => Promise<SubmitOutcome<NewsletterField>>;
  /** The level of the 'Stay Updated' heading on the page around it. */
  headingLevel?: 2 | 3;
}

const { email: emailSpec } = newsletterFields;

/** 'Stay Updated': one email field and a Subscribe button. */
export function NewsletterBox({ onSubscribe, headingLevel = 2 }: NewsletterBoxProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const id = useId();
  const inputId = `${id}-email`;
  const headingId = `${id}-heading`;

  const [email, setEmail] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef, (input) => {
    const typed = input.get('email');
    if (typeof typed === 'string') setEmail(typed);
  });
  const submission = useSubmission(newsletterFieldNames, () => inputId);
  const { status, setStatus, message } = submission;
  const pending = status === 'pending';
  // A 422 without a word on the field itself still shows under the field.
  const error = submission.errors.email ?? (status === 'editing' && message ? message : undefined);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submission.isSending()) return;
    const { email: problem } = validateNewsletter({ email });
    if (problem) {
      setStatus('editing');
      submission.showErrors({ email: problem });
      return;
    }
    await submission.send(() => onSubscribe(email.trim()), {
      networkMessage: 'Something went wrong.',
      onSuccess: () => setEmail(''),
    });
  }

  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Heading id={headingId} className={styles.heading}>
          Stay Updated
        </Heading>
        <p className={styles.copy}>
          New articles on hemp science, extraction and the law, about once a month. No spam, and you
          can unsubscribe at any time.
        </p>
      </div>
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        onSubmit={handleSubmit}
        aria-labelledby={headingId}
      >
        <div className={styles.field}>
          <label htmlFor={inputId} className={fieldStyles.label}>
            {emailSpec.label}
          </label>
          <div className={styles.row}>
            <input
              id={inputId}
              name="email"
              type={emailSpec.type}
              inputMode={emailSpec.inputMode}
              autoComplete={emailSpec.autoComplete}
              spellCheck={emailSpec.spellCheck}
              required={emailSpec.required}
              maxLength={emailSpec.maxLength}
              placeholder={emailSpec.placeholder}
              className={fieldStyles.input}
              value={email}
              disabled={pending}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              onChange={(event) => {
                const next = event.target.value;
                setEmail(next);
                if (status === 'succeeded') setStatus('editing');
                submission.recheck('email', () => validateNewsletter({ email: next }));
              }}
            />
            <Button type="submit" pending={pending}>
              {pending ? 'Subscribing…' : 'Subscribe'}
            </Button>
          </div>
          <FieldError id={inputId} message={error} />
        </div>
        {status === 'failed' ? (
          <FormAlert title="You are not subscribed yet">
            <p>{message}</p>
            {submission.retryable ? (
              <p>Your email is still in the box. Press Subscribe to try again.</p>
            ) : null}
          </FormAlert>
        ) : null}
        <FormStatus>
          {status === 'succeeded'
            ? "Thanks! You're on the list (this is a demo, so no emails will be sent)."
            : null}
        </FormStatus>
      </form>
    </section>
  );
}
