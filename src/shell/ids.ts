/** The id of the layout's <main>: the skip link's target and where focus lands after a route change. */
export const MAIN_ID = 'main';

/** The shop's name, in every tab title and in the product's structured data. */
export const SITE_NAME = 'Silk Road';
