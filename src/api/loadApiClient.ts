import type * as ClientModule from './client';
import type { SubmitOutcome } from './types';

type Client = typeof ClientModule;

const offline = {
  status: 'failed',
  reason: 'network',
  message: 'You appear to be offline. Check your connection and try again; nothing was sent.',
} as const satisfies SubmitOutcome<never>;

/** Stands in when the client's own code cannot be fetched: every call says it could not connect. */
const unreachableClient: Pick<Client, 'placeOrder' | 'submitWholesaleApplication' | 'subscribe'> = {
  placeOrder: () => Promise.resolve(offline),
  submitWholesaleApplication: () => Promise.resolve(offline),
  subscribe: () => Promise.resolve(offline),
};

/**
 * The API client is needed only when a visitor submits, so screens load it then and it stays out
 * of every first page load. If its chunk cannot be fetched (offline), the submission fails like
 * any network failure, keeping the form filled, and the next try loads it again.
 */
export async function loadApiClient(): Promise<
  Pick<Client, 'placeOrder' | 'submitWholesaleApplication' | 'subscribe'>
> {
  try {
    return await import('./client');
  } catch {
    return unreachableClient;
  }
}
