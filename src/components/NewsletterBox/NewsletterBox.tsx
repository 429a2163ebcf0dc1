import { useId, useRef, useState, type FormEvent } from 'react';
import type { SubmitOutcome } from '../../api/types';
import { maxLength, validateEmail } from '../../lib/validation';
import { Button } from '../Button';
import { FieldError, FormAlert, FormStatus, fieldStyles, useFocusAfterRender } from '../Field';
import * as styles from './NewsletterBox.css';

export interface NewsletterBoxProps {
  onSubscribe: (email: string) => Promise<SubmitOutcome<'email'>>;
  /** The level of the 'Stay Updated' heading on the page around it. */
  headingLevel?: 2 | 3;
}

type Status = 'editing' | 'pending' | 'failed' | 'succeeded';

/** 'Stay Updated': one email field and a Subscribe button. */
export function NewsletterBox({ onSubscribe, headingLevel = 2 }: NewsletterBoxProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const id = useId();
  const inputId = `${id}-email`;
  const headingId = `${id}-heading`;
  const submitting = useRef(false);
  const focusById = useFocusAfterRender();

  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<Status>('editing');
  const [failure, setFailure] = useState('');
  const pending = status === 'pending';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;
    const problem = validateEmail(email);
    if (problem) {
      setStatus('editing');
      setError(problem);
      focusById(inputId);
      return;
    }

    submitting.current = true;
    setError(undefined);
    setStatus('pending');
    let outcome: SubmitOutcome<'email'>;
    try {
      outcome = await onSubscribe(email.trim());
    } catch {
      outcome = { status: 'failed', reason: 'network', message: 'Something went wrong.' };
    } finally {
      submitting.current = false;
    }

    if (outcome.status === 'success') {
      setEmail('');
      setStatus('succeeded');
    } else if (outcome.status === 'invalid') {
      setStatus('editing');
      setError(outcome.fieldErrors.email ?? outcome.message);
      focusById(inputId);
    } else {
      setStatus('failed');
      setFailure(outcome.message);
    }
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
      <form className={styles.form} noValidate onSubmit={handleSubmit} aria-labelledby={headingId}>
        <div className={styles.field}>
          <label htmlFor={inputId} className={fieldStyles.label}>
            Email address
          </label>
          <div className={styles.row}>
            <input
              id={inputId}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              required
              maxLength={maxLength.email}
              placeholder="name@example.com"
              className={fieldStyles.input}
              value={email}
              disabled={pending}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              onChange={(event) => {
                setEmail(event.target.value);
                if (status === 'succeeded') setStatus('editing');
                if (error) setError(validateEmail(event.target.value));
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
            <p>{failure}</p>
            <p>Your email is still in the box. Press Subscribe to try again.</p>
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
