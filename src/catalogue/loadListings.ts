import { listingsLoaded, type FindListing } from './listingsIndex';

let loading: Promise<FindListing> | undefined;

/**
 * Loads the listings' chunk (at once when some screen has). A failed load is not remembered: the
 * next call tries again, so a flaky network costs a retry, not the session.
 */
export function loadListings(): Promise<FindListing> {
  const here = listingsLoaded();
  if (here) return Promise.resolve(here);
  loading ??= import('./listings').then(
    () => {
      const provided = listingsLoaded();
      if (!provided) throw new Error('src/catalogue/listings.ts did not provide its lookup');
      return provided;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
