import type * as ClientModule from './client';
import type { SubmitOutcome } from '../lib/apiTypes';
import { LoadFailureKept, loadFailureTracker } from './site';

type Client = typeof ClientModule;
type Failed = Extract<SubmitOutcome<never>, { status: 'failed' }>;

const offline = {
  status: 'failed',
  reason: 'network',
  message: 'You appear to be offline. Check your connection and try again; nothing was sent.',
} as const satisfies Failed;

const kept = {
  status: 'failed',
  reason: 'reload',
  message:
    'The code that sends this form still could not load in this page, so nothing was sent. Reload the page and try again.',
} as const satisfies Failed;

type Calls = Pick<Client, 'placeOrder' | 'submitWholesaleApplication' | 'subscribe' | 'prepare'>;

/** Stands in when the client's own code cannot be fetched: every call answers `outcome`. */
function failingClient(outcome: Failed): Calls {
  return {
    placeOrder: () => Promise.resolve(outcome),
    submitWholesaleApplication: () => Promise.resolve(outcome),
    subscribe: () => Promise.resolve(outcome),
    prepare: () => Promise.resolve(),
  };
}

const clientFailed = loadFailureTracker();

/**
 * The API client is needed only when a visitor submits, so screens load it then and it stays out
 * of every first page load. If its chunk cannot be fetched (offline), the submission fails like
 * any network failure, keeping the form filled, and the next try loads it again; where the
 * browser kept the failure (src/api/site.ts), the form says to reload the page.
 */
export async function loadApiClient(): Promise<Calls> {
  try {
    return await import('./client').catch(clientFailed);
  } catch (error) {
    return failingClient(error instanceof LoadFailureKept ? kept : offline);
  }
}

let warmUpStarted = false;

/**
 * Starts loading the API client (and, in demo mode, the demo API) when the shopper first puts focus
 * or types in one of the forms, so the first submission does not wait for that download
 * (docs/behaviour.md "Only the API's answer counts as success"). Once per page: a warm-up that
 * fails is not tried again on every keystroke (each try after a failure asks the site whether a new
 * version is out); the submission loads the code again itself.
 */
export function installApiWarmUp(root: Document = document): () => void {
  const onFormActivity = (event: Event) => {
    if (warmUpStarted || !(event.target instanceof Element)) return;
    const form = event.target.closest('form');
    if (!form || form.getAttribute('role') === 'search') return;
    warmUpStarted = true;
    void loadApiClient().then((client) => client.prepare());
  };
  root.addEventListener('focusin', onFormActivity);
  root.addEventListener('input', onFormActivity);
  return () => {
    root.removeEventListener('focusin', onFormActivity);
    root.removeEventListener('input', onFormActivity);
  };
}
