import { useRef, useState } from 'react';
import type { SubmitOutcome } from '../../lib/apiTypes';
import type { FieldErrors } from '../../lib/forms/schema';
import { useFocusAfterRender } from './useFocusAfterRender';

/** Filling in, waiting for the answer, refused by a failure (5xx, offline, timeout), or accepted. */
export type SubmissionStatus = 'editing' | 'pending' | 'failed' | 'succeeded';

export interface SendOptions {
  /** What the failure says when the request throws instead of answering. */
  networkMessage: string;
  /** The form's own part of an accepted submission, in the same update. */
  onSuccess?: () => void;
  /** The form's own part of a 422, given the server's message, in the same update. */
  onInvalid?: (message: string) => void;
}

/**
 * The submit cycle a form shares: one submission at a time, field errors that move focus to the
 * first field in form order, and what each `SubmitOutcome` does. `message` is the server's word on
 * the last refusal (422 or failure); sending again clears it.
 */
export function useSubmission<Field extends string>(
  fieldOrder: readonly Field[],
  idFor: (field: Field) => string,
) {
  const [status, setStatus] = useState<SubmissionStatus>('editing');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [message, setMessage] = useState('');
  /** False after a failure only a page reload can get past: the form does not offer to try again. */
  const [retryable, setRetryable] = useState(true);
  const submitting = useRef(false);
  const focusById = useFocusAfterRender();

  /** The fields with a message, in the order they appear. */
  function orderedErrors(found: FieldErrors<Field>): Field[] {
    return fieldOrder.filter((field) => found[field] !== undefined);
  }

  /** Marks the fields and moves focus to the first of them. */
  function showErrors(found: FieldErrors<Field>) {
    setErrors(found);
    const first = orderedErrors(found)[0];
    if (first) focusById(idFor(first));
  }

  /** A field already marked wrong is re-checked as it is corrected, so the message goes away. */
  function recheck(field: Field, check: () => FieldErrors<Field>) {
    if (errors[field] !== undefined) setErrors({ ...errors, [field]: check()[field] });
  }

  /** True while a request is on its way: a second submit then does nothing. */
  function isSending(): boolean {
    return submitting.current;
  }

  async function send(request: () => Promise<SubmitOutcome<Field>>, options: SendOptions) {
    submitting.current = true;
    setErrors({});
    setMessage('');
    setStatus('pending');
    let outcome: SubmitOutcome<Field>;
    try {
      outcome = await request();
    } catch {
      outcome = { status: 'failed', reason: 'network', message: options.networkMessage };
    } finally {
      submitting.current = false;
    }

    if (outcome.status === 'success') {
      options.onSuccess?.();
      setStatus('succeeded');
    } else if (outcome.status === 'invalid') {
      setStatus('editing');
      setMessage(outcome.message);
      options.onInvalid?.(outcome.message);
      showErrors(outcome.fieldErrors);
    } else {
      setStatus('failed');
      setMessage(outcome.message);
      setRetryable(outcome.reason !== 'reload');
    }
  }

  return {
    status,
    setStatus,
    errors,
    message,
    retryable,
    orderedErrors,
    showErrors,
    recheck,
    isSending,
    send,
  };
}
