import { join } from 'node:path';
import { poll, type Driver, type Query, type Viewport } from './driver';
import { holdingProxy } from './holdingProxy';

/**
 * The shopper's journeys, written once against the driver-neutral interface (driver.ts) and run in
 * every engine at every size in journeys.spec.ts. They act like a new visitor: every journey starts
 * at the age gate, moves by clicking what a person sees, and checks what a person would notice.
 */

/**
 * Phone (iPhone 12-15), iPad portrait at the 768 px breakpoint (iPad mini) and at 820 px (iPad Air),
 * a small laptop.
 */
export const sizes = [
  { label: 'phone 375', width: 375, height: 740 },
  { label: 'iPad 768', width: 768, height: 1024 },
  { label: 'iPad 820', width: 820, height: 1180 },
  { label: 'desktop 1280', width: 1280, height: 800 },
] as const satisfies readonly (Viewport & { label: string })[];

export interface JourneyContext {
  driver: Driver;
  /** The preview server the driver's paths are on. */
  origin: string;
  size: (typeof sizes)[number];
  /** Where this run's screenshots go (never committed). */
  shots: string;
}

export interface Journey {
  name: string;
  run(context: JourneyContext): Promise<void>;
  /**
   * Console errors this journey causes on purpose: the 404 page logs the path it could not find
   * (docs/behaviour.md "Routes").
   */
  expectedErrors?: RegExp[];
}

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

const gate: Query = { role: 'dialog' };
const over21: Query = { role: 'button', name: "I'm 21 or Older", within: gate };
/** The cart drawer (docs/behaviour.md "Cart drawer"): the visit's first add opens it. */
const drawer: Query = { role: 'dialog', name: /^Your Cart/ };
const cartLink = (name: string | RegExp): Query => ({
  role: 'link',
  name,
  within: { role: 'banner' },
});

/**
 * Waits, as the e2e tests' shopper does, until the app has taken over the prerendered page
 * (`<html data-app-ready>`): a press before that is kept and done then (docs/first-second.md,
 * the journey of its own below), and the code starts only after the first paint.
 */
async function appReady(driver: Driver) {
  await poll(
    async () =>
      (await driver.evaluate(() => 'appReady' in document.documentElement.dataset))
        ? true
        : undefined,
    () => 'the app never marked the page ready (<html data-app-ready>)',
    10_000,
  );
}

async function start(driver: Driver, size: Viewport, path: string) {
  await driver.setViewport(size);
  await driver.goto(path);
  await appReady(driver);
  const real = await driver.viewport();
  const layout = await driver.evaluate(() => document.documentElement.clientWidth);
  check(
    real.width === size.width && layout === size.width,
    `the page lays out ${layout} px in a ${size.width} px window (${real.width} px inner width)`,
  );
}

async function passGate(driver: Driver) {
  await driver.click(over21);
  await driver.waitForGone(gate);
}

function shot(context: JourneyContext, name: string) {
  return join(
    context.shots,
    `${context.driver.engine}-${context.size.width}-${name}.png`.replace(/[^\w.-]+/g, '-'),
  );
}

/** The top bar's links sit in the Menu below the desktop breakpoint: use whichever a person sees. */
async function openFromTopBar(driver: Driver, link: string) {
  const inBar: Query = { role: 'link', name: link, within: { role: 'banner' } };
  if (await driver.visible(inBar)) {
    await driver.click(inBar);
    return;
  }
  await driver.click({ role: 'button', name: 'Menu' });
  await driver.click({ role: 'link', name: link, within: { role: 'dialog', name: 'Main menu' } });
}

export const ageGate: Journey = {
  name: 'age gate',
  async run(context) {
    const { driver, size } = context;
    // A deep link is gated too.
    await start(driver, size, '/product/4');
    await driver.waitFor(gate);
    await driver.waitFor({ role: 'heading', name: 'Are you 21 or older?', within: gate });
    await driver.screenshot(shot(context, 'age-gate'));

    // Only as tall as its content: its buttons are not stretched, and it leaves the page around
    // it visible (docs/behaviour.md "Layout at every width").
    const dialog = await driver.box(gate);
    for (const name of ["I'm 21 or Older", "I'm Under 21"]) {
      const button = await driver.box({ role: 'button', name, within: gate });
      check(button.height <= 60, `"${name}" is stretched to ${Math.round(button.height)} px tall`);
    }
    check(
      dialog.height <= size.height * 0.75,
      `the age gate is ${Math.round(dialog.height)} px tall in a ${size.height} px window`,
    );
    check(
      dialog.x >= 0 && dialog.x + dialog.width <= size.width,
      `the age gate is wider than the window`,
    );

    // Escape does not dismiss it, not even twice.
    await driver.pressKey('Escape');
    await driver.pressKey('Escape');
    await driver.waitFor(gate, 1_000);

    await passGate(driver);
    await driver.waitFor({ role: 'heading', level: 1, name: 'Gelato Pre-Roll Pack' });
    check((await driver.path()) === '/product/4', 'the gate moved the visitor away from the link');

    // Remembered for the session.
    await driver.reload();
    await appReady(driver);
    await driver.waitFor({ role: 'heading', level: 1, name: 'Gelato Pre-Roll Pack' });
    check(!(await driver.visible(gate)), 'the age gate came back after a reload');

    // The reloaded page hydrated, and its deferred sections after it (docs/architecture.md
    // "Sections that hydrate later"): the add works, and the certificate link leads to the
    // certificate.
    const buy: Query = { role: 'region', name: 'Gelato Pre-Roll Pack' };
    await driver.click({ role: 'button', name: 'Add to Cart', within: buy });
    // The visit's first add opens the cart drawer; a shopper closes it and reads on.
    await driver.click({ role: 'button', name: 'Close cart', within: drawer });
    await driver.waitForGone(drawer);
    await driver.waitFor(cartLink('Cart, 1 item'));
    await driver.waitFor({ role: 'heading', level: 2, name: 'Suggested Use' });
    await driver.click({ role: 'link', name: 'View printable certificate' });
    await driver.waitFor({ role: 'heading', level: 1, name: /Gelato Pre-Roll Pack/ });
    check(
      (await driver.path()) === '/lab-results/4',
      `the certificate link led to ${await driver.path()}`,
    );
  },
};

export const shopToOrder: Journey = {
  name: 'home, shop, product, cart, checkout, confirmation',
  async run(context) {
    const { driver, size } = context;
    await start(driver, size, '/');
    await passGate(driver);

    // Home: a strain with its default size.
    await driver.waitFor(cartLink('Cart, empty'));
    const superGlue: Query = { role: 'article', text: /Super Glue/ };
    await driver.click({ role: 'button', name: 'Add to Cart', within: superGlue });
    await driver.waitForText('Added to cart');
    // The visit's first add opens the cart drawer (its own journey below); closed, the page goes on.
    await driver.click({ role: 'button', name: 'Close cart', within: drawer });
    await driver.waitForGone(drawer);
    await driver.waitFor(cartLink('Cart, 1 item'));

    // Shop, then the product page: another size and a quantity of two.
    await openFromTopBar(driver, 'Shop');
    await driver.waitForText('48 Products');
    await driver.screenshot(shot(context, 'shop'));
    await driver.click({ role: 'link', name: 'Gelato Pre-Roll Pack' });
    await driver.waitFor({ role: 'heading', level: 1, name: 'Gelato Pre-Roll Pack' });
    check((await driver.path()) === '/product/4', `the card led to ${await driver.path()}`);
    const buy: Query = { role: 'region', name: 'Gelato Pre-Roll Pack' };
    await driver.click({ role: 'radio', name: /10 pack/, within: buy });
    await driver.waitFor({ text: '$87.99', within: buy });
    await driver.click({ role: 'button', name: /^Increase quantity/, within: buy });
    await driver.waitFor({ role: 'status', name: 'Total', text: '$175.98', within: buy });
    await driver.click({ role: 'button', name: 'Add to Cart', within: buy });
    // The badge is the outcome (the toast's wording is the Chromium e2e's to check).
    await driver.waitFor(cartLink('Cart, 3 items'));
    // The sections from their own chunk came with the page (docs/architecture.md "Routes and
    // prerendering").
    await driver.waitFor({ role: 'heading', level: 2, name: 'Suggested Use' });
    await driver.waitForText('Cannabinoid panel');
    // The picture shows those sections, below the fold at every size.
    await driver.evaluate(() => {
      const top = document.getElementById('product-use')?.getBoundingClientRect().top ?? 0;
      window.scrollTo({ top: window.scrollY + top - 80, behavior: 'instant' });
    });
    await driver.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await driver.screenshot(shot(context, 'product'));

    // The cart: every line readable, every control reachable (docs/behaviour.md "Layout at every
    // width"). The top bar's cart link opens the drawer; its View cart goes to the cart page.
    await driver.click(cartLink('Cart, 3 items'));
    await driver.click({ role: 'link', name: 'View cart', within: drawer });
    await driver.waitFor({ role: 'heading', level: 1, name: 'Your Cart' });
    // The whole screen before the picture: its lines and the summary beside them.
    await driver.waitFor({ role: 'heading', level: 2, name: 'Order Summary' });
    await driver.screenshot(shot(context, 'cart'));
    for (const name of ['Super Glue', 'Gelato Pre-Roll Pack']) {
      const title = await driver.box({ text: name, within: { role: 'article', name } });
      check(
        title.width >= 80,
        `the cart line's name "${name}" is squeezed into ${Math.round(title.width)} px`,
      );
    }
    const overflow = await driver.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    check(overflow <= 0, `the cart scrolls sideways by ${overflow} px`);
    await driver.click({ role: 'button', name: 'Increase quantity of Gelato Pre-Roll Pack' });
    await driver.waitFor(cartLink('Cart, 4 items'));
    // The adds' toasts first, as a person does who wants them gone (Escape dismisses the newest).
    // While they show, they move to the top when the focused control sits under them, and the
    // scroll that brings Remove to the middle can move them under the press (Firefox at 375 px,
    // with the specification's longer add words).
    await driver.pressKey('Escape');
    await driver.pressKey('Escape');
    await driver.waitForGone({ text: /^Added to cart/ });
    // The first line's Remove button, the one the Order Summary once covered at 768 px.
    await driver.click({ role: 'button', name: 'Remove Super Glue' });
    await driver.waitForGone({ role: 'article', name: 'Super Glue' });
    await driver.waitFor(cartLink('Cart, 3 items'));

    // Checkout: errors first, then a placed demo order through the demo API's worker.
    await driver.click({ role: 'link', name: 'Proceed to Checkout' });
    await driver.waitFor({ role: 'heading', level: 1, name: 'Checkout' });
    await driver.click({ role: 'checkbox' });
    await driver.click({ role: 'button', name: /^Place Order - \$273\.97$/ });
    await driver.waitForText('Enter your email address');
    await driver.fill('Email', 'ada@example.com');
    await driver.fill('First name', 'Ada');
    await driver.fill('Last name', 'Lovelace');
    await driver.fill('Street address', '12 Analytical Way');
    await driver.fill('City', 'Denver');
    await driver.fill(/^State/, 'Colorado');
    await driver.fill('ZIP code', '80202');
    await driver.fill('Name on card', 'Ada Lovelace');
    await driver.fill('Card number', '4242 4242 4242 4242');
    const next = new Date();
    await driver.fill(
      'Expiry date',
      `${String(next.getMonth() + 1).padStart(2, '0')}${String(next.getFullYear() + 2).slice(-2)}`,
    );
    await driver.fill('Security code', '123');
    await driver.screenshot(shot(context, 'checkout'));
    await driver.click({ role: 'button', name: /^Place Order/ });

    // The order's own page (docs/behaviour.md "Order confirmation"): its lines, the total
    // and where it ships, city and state only.
    const confirmed: Query = {
      role: 'heading',
      level: 1,
      name: 'Order placed successfully! (This is a demo)',
    };
    await driver.waitFor(confirmed, 15_000);
    await driver.waitFor(cartLink('Cart, empty'));
    check(
      (await driver.path()) === '/order-confirmation',
      `after the order the page is ${await driver.path()}`,
    );
    const items: Query = { role: 'list', name: 'Items' };
    await driver.waitFor({ role: 'listitem', text: /Gelato Pre-Roll Pack/, within: items });
    await driver.waitFor({ text: 'Denver, Colorado' });
    await driver.waitFor({ text: '$273.97' });
    check(
      !(await driver.visible({ text: /Analytical Way/ })),
      'the confirmation shows the street address',
    );
    const orderNumber = await driver.text({ text: /^ORDER-[0-9A-F]{8}$/ });
    await driver.screenshot(shot(context, 'confirmation'));

    // A reload shows the same order, kept in sessionStorage.
    await driver.reload();
    await driver.waitFor(confirmed);
    check(
      (await driver.text({ text: /^ORDER-[0-9A-F]{8}$/ })) === orderNumber,
      `after a reload the order number is not ${orderNumber}`,
    );
    // Back leaves for the cart the checkout was opened from, never the form that placed it.
    await driver.evaluate(() => window.history.back());
    await driver.waitFor({ role: 'heading', level: 1, name: /^Your Cart/ });
    check((await driver.path()) === '/cart', `Back after the order led to ${await driver.path()}`);
  },
};

export const menuThemeWholesale: Journey = {
  name: '404, theme, menu, wholesale',
  expectedErrors: [/404: no page at \/no-such-page/],
  async run(context) {
    const { driver, size } = context;
    await start(driver, size, '/no-such-page');
    await passGate(driver);
    await driver.waitForText('Oops! Page not found');

    // Theme: dark, remembered across a reload.
    await driver.click({ role: 'radio', name: 'Dark' });
    const mode = () => driver.evaluate(() => document.documentElement.dataset.colorMode ?? '');
    await driver.waitForText('Oops! Page not found');
    check((await mode()) === 'dark', `the Dark theme gave colour mode "${await mode()}"`);
    await driver.reload();
    await appReady(driver);
    await driver.waitForText('Oops! Page not found');
    check((await mode()) === 'dark', 'the Dark theme was forgotten after a reload');

    // Menu (phone, tablet) or top bar (desktop) to the wholesale form, sent to the demo API.
    await openFromTopBar(driver, 'Wholesale');
    await driver.waitFor({
      role: 'heading',
      level: 1,
      name: 'Join the Silk Road Wholesale Network',
    });
    await driver.screenshot(shot(context, 'wholesale-dark'));
    await driver.click({ role: 'button', name: 'Submit Application' });
    await driver.waitForText(/required|Enter/);
    await driver.fill(/^Name/, 'Grace Hopper');
    await driver.fill(/^Email/, 'grace@example.com');
    await driver.fill(/^Store name/, 'Cobol Botanicals');
    await driver.fill(/^State/, 'Colorado');
    await driver.fill(/^Message/, 'We run two stores in Denver.');
    await driver.click({ role: 'button', name: 'Submit Application' });
    await driver.waitForText('Application Submitted!', 15_000);
  },
};

export const firstSecond: Journey = {
  name: 'the first second, scripts held back',
  async run(context) {
    const { driver, size } = context;
    await driver.setViewport(size);
    const proxy = await holdingProxy(context.origin);
    try {
      // A document of the proxy's origin first: its own session, so the gate is open there.
      await driver.goto(`${proxy.origin}/favicon.svg`);
      await driver.evaluate(() => location.assign('/product/4'));
      await driver.waitFor({ role: 'heading', level: 1, name: 'Gelato Pre-Roll Pack' }, 15_000);
      const started = () =>
        driver.evaluate(() => {
          const root = document.getElementById('root');
          return (
            'appReady' in document.documentElement.dataset ||
            (root !== null && Object.keys(root).some((key) => key.startsWith('_react')))
          );
        });
      check(!(await started()), 'the app had started before the scripts were let through');
      // The gate answered on the static page, then a size, a quantity step and Add to Cart.
      await passGate(driver);
      const buy: Query = { role: 'region', name: 'Gelato Pre-Roll Pack' };
      await driver.click({ role: 'radio', name: /10 pack/, within: buy });
      await driver.click({ role: 'button', name: /^Increase quantity/, within: buy });
      await driver.click({ role: 'button', name: 'Add to Cart', within: buy });
      const marked = await driver.evaluate(() =>
        [...document.querySelectorAll('[data-early="pending"]')].map(
          (element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
        ),
      );
      check(
        marked.includes('Add to Cart') && marked.length === 3,
        `the presses were not all marked pending: ${JSON.stringify(marked)}`,
      );
      check(!(await started()), 'the app started while the scripts were held');
      // The picture shows the marks: the chip, the step and Add to Cart, in the middle of it.
      await driver.evaluate(() =>
        [...document.querySelectorAll('[data-early="pending"]')]
          .at(-1)
          ?.scrollIntoView({ block: 'center', behavior: 'instant' }),
      );
      await driver.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      await driver.screenshot(shot(context, 'first-second-pending'));

      proxy.release();
      await appReady(driver);
      await driver.waitForText('Gelato Pre-Roll Pack has been added to your cart.', 15_000);
      await driver.waitFor(cartLink('Cart, 2 items'));
      // Stored a moment after the badge shows (under the cart's Web Lock).
      let stored = '';
      await poll(
        async () => {
          stored = await driver.evaluate(() => localStorage.getItem('cart') ?? '');
          const one = /"id":4,[^}]*"size":"10 pack"[^}]*"quantity":2/.test(stored);
          return one && (stored.match(/"id"/g) ?? []).length === 1 ? true : undefined;
        },
        () => `the stored cart is not one line of 10 pack × 2: ${stored}`,
        5_000,
      );
      const left = await driver.evaluate(() => document.querySelectorAll('[data-early]').length);
      check(left === 0, `${left} controls still marked pending after the app took over`);
    } finally {
      await proxy.close();
    }
  },
};

const savedLink = (name: string): Query => ({ role: 'link', name, within: { role: 'banner' } });

/** Whether the product page's own Save toggle shows pressed (the Query has no pressed state). */
async function productSavePressed(driver: Driver): Promise<string | null | undefined> {
  return driver.evaluate(() =>
    document
      .querySelector('main section[aria-labelledby="product-title"] button[aria-pressed]')
      ?.getAttribute('aria-pressed'),
  );
}

export const saveForLater: Journey = {
  name: 'save a product, see it on the saved page',
  async run(context) {
    const { driver, size } = context;
    await start(driver, size, '/product/4');
    await passGate(driver);
    await driver.waitFor({ role: 'heading', level: 1, name: 'Gelato Pre-Roll Pack' });
    // The saved link sits in the bar at every width, the Menu or not.
    await driver.waitFor(savedLink('Saved, none'));
    const buy: Query = { role: 'region', name: 'Gelato Pre-Roll Pack' };
    check((await productSavePressed(driver)) === 'false', 'Save shows pressed before a press');
    await driver.click({ role: 'button', name: 'Save Gelato Pre-Roll Pack', within: buy });
    await driver.waitFor(savedLink('Saved, 1 product'));
    check((await productSavePressed(driver)) === 'true', 'Save does not show pressed');
    await driver.screenshot(shot(context, 'product-saved'));

    await driver.click(savedLink('Saved, 1 product'));
    await driver.waitFor({ role: 'heading', level: 1, name: 'Saved Products' });
    await driver.waitFor({ role: 'article', name: 'Gelato Pre-Roll Pack' });
    check((await driver.path()) === '/saved', `the saved link opened ${await driver.path()}`);
    await driver.screenshot(shot(context, 'saved-page'));
    // Kept across a reload, then cleared.
    await driver.reload();
    await appReady(driver);
    await driver.waitFor({ role: 'article', name: 'Gelato Pre-Roll Pack' });
    await driver.click({ role: 'button', name: 'Clear saved' });
    await driver.waitFor({ role: 'heading', level: 1, name: 'No Saved Products Yet' });
    await driver.waitFor(savedLink('Saved, none'));

    // The product viewed first is offered on the next product page, the page itself left out.
    await driver.goto('/product/12');
    await appReady(driver);
    const recent: Query = { role: 'region', name: 'Recently viewed' };
    await driver.waitFor(recent);
    const offered = await driver.text(recent);
    check(offered.includes('Gelato Pre-Roll Pack'), `Recently viewed offers: ${offered}`);
    await driver.click({ role: 'button', name: 'Clear recently viewed', within: recent });
    await driver.waitForGone(recent);
  },
};

/**
 * The cart drawer: an add from the shop opens it with focus inside, a quantity change shows in it
 * and in the badge, Escape closes it with focus back on the button, and the top bar's cart link
 * opens it again without leaving the page.
 */
export const cartDrawer: Journey = {
  name: 'cart drawer',
  async run(context) {
    const { driver, size } = context;
    await start(driver, size, '/shop');
    await passGate(driver);
    const card: Query = { role: 'article', name: 'Gelato Pre-Roll Pack' };
    await driver.click({ role: 'button', name: 'Add to Cart', within: card });
    await driver.waitFor({ role: 'heading', name: 'Your Cart (1 item)', within: drawer });
    const inside = await driver.evaluate(
      () => document.activeElement?.closest('[role="dialog"]') !== null,
    );
    check(inside, 'focus did not move into the cart drawer');
    await driver.click({
      role: 'button',
      name: 'Increase quantity of Gelato Pre-Roll Pack',
      within: drawer,
    });
    await driver.waitFor({ role: 'heading', name: 'Your Cart (2 items)', within: drawer });
    await driver.screenshot(shot(context, 'cart-drawer'));
    await driver.pressKey('Escape');
    await driver.waitForGone(drawer);
    await driver.waitFor(cartLink('Cart, 2 items'));
    const focused = await driver.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    check(focused === 'Add to Cart', `focus went back to "${focused}", not Add to Cart`);

    await driver.click(cartLink('Cart, 2 items'));
    await driver.waitFor({ role: 'heading', name: 'Your Cart (2 items)', within: drawer });
    await driver.click({ role: 'button', name: 'Close cart', within: drawer });
    await driver.waitForGone(drawer);
    check(
      (await driver.path()) === '/shop',
      `the cart link left the shop for ${await driver.path()}`,
    );

    // Below 768 px a long product page keeps Add to Cart in reach once its own button is gone.
    if (size.width >= 768) return;
    await driver.goto('/product/4');
    await appReady(driver);
    const bar: Query = { role: 'region', name: 'Buy Gelato Pre-Roll Pack' };
    check(!(await driver.visible(bar)), 'the Add to Cart bar shows beside the page’s own button');
    await driver.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await driver.waitFor(bar);
    await driver.screenshot(shot(context, 'sticky-add-bar'));
    await driver.click({ role: 'button', name: 'Add to Cart', within: bar });
    await driver.waitFor(cartLink('Cart, 3 items'));
    await driver.evaluate(() => window.scrollTo(0, 0));
    await driver.waitForGone(bar);
  },
};

export const journeys: readonly Journey[] = [
  ageGate,
  shopToOrder,
  menuThemeWholesale,
  firstSecond,
  saveForLater,
  cartDrawer,
];
