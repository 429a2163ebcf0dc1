// Renders HomeScreen (src/screens/HomeScreen.tsx) through the real routes, at the URL each story sets.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneOnly } from '../../.storybook/modes';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { darkScreen, expectDarkApplied, expectDrawerSays, screenAt } from '../support/screenStory';

type Canvas = ReturnType<typeof within>;

const meta = {
  title: 'Screens/Home',
  ...screenAt({ path: '/' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

import { wait } from '../support/timing';

async function openHome(canvas: Canvas) {
  await canvas.findByRole('heading', { level: 1, name: 'Premium Hemp, Elevated' }, wait);
  return within(canvas.getByRole('region', { name: 'Signature Strains' }));
}

export const Default: Story = {
  play: async ({ canvas, step }) => {
    const strains = await openHome(canvas);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(document.title).toBe('Premium Hemp Flower & Pre-Rolls · Silk Road');
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Elevated Experiences' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Ready to Elevate?' }),
    ).toBeVisible();
    await expect(strains.getAllByRole('article')).toHaveLength(3);
    await expect(
      strains.getByText(/Each is \$24\.99 an eighth or \$175\.00 an ounce\.$/),
    ).toBeVisible();
    // Each with its type and THC from its certificate (src/catalogue/facts.ts), and its effects.
    for (const [name, line] of [
      ['Super Glue', 'Indica · THC 24.5%'],
      ['Gelato', 'Hybrid · THC 22.8%'],
      ['Gary Payton', 'Hybrid · THC 26.2%'],
    ] as const) {
      const card = within(strains.getByRole('article', { name }));
      await expect(card.getByText('Lab Tested & Verified')).toBeVisible();
      // The facts come in a chunk of their own, which may arrive after the cards.
      await expect(await card.findByText(line, {}, wait)).toBeVisible();
      await expect(card.getAllByRole('listitem')).toHaveLength(3);
    }

    await step('Shop Strains scrolls to the strains and moves focus there', async () => {
      const scroll = spyOn(Element.prototype, 'scrollIntoView');
      const hero = within(canvas.getByRole('region', { name: 'Premium Hemp, Elevated' }));
      await userEvent.click(hero.getByRole('button', { name: 'Shop Strains' }));
      await expect(
        canvas.getByRole('heading', { level: 2, name: 'Signature Strains' }),
      ).toHaveFocus();
      await expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
      scroll.mockRestore();
    });

    await step('adds Gelato 28g × 3', async () => {
      const gelato = within(strains.getByRole('article', { name: 'Gelato' }));
      await userEvent.click(gelato.getByRole('radio', { name: '1 oz (28g)' }));
      await userEvent.click(gelato.getByRole('button', { name: /^Increase quantity of / }));
      await userEvent.click(gelato.getByRole('button', { name: /^Increase quantity of / }));
      await expect(gelato.getByRole('status', { name: 'Total' })).toHaveTextContent('$525.00');
      await userEvent.click(gelato.getByRole('button', { name: /Add to Cart/ }));
      await expectDrawerSays('Gelato · 1 oz (28g) × 3');
      await expect(canvas.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    });
  },
};

export const ClosingCallToAction: Story = {
  play: async ({ canvas }) => {
    await openHome(canvas);
    const closing = within(canvas.getByRole('region', { name: 'Ready to Elevate?' }));
    await userEvent.click(closing.getByRole('button', { name: 'Shop Strains' }));
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Signature Strains' }),
    ).toHaveFocus();
  },
};

/** A media query list that always says the visitor prefers reduced motion. */
function reducedMotionList(media: string): MediaQueryList {
  const list: MediaQueryList = {
    matches: true,
    media,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  };
  return list;
}

export const ReducedMotion: Story = {
  beforeEach: () => {
    const realMatchMedia = window.matchMedia.bind(window);
    const stub = spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      query.includes('prefers-reduced-motion') ? reducedMotionList(query) : realMatchMedia(query),
    );
    return () => stub.mockRestore();
  },
  play: async ({ canvas }) => {
    await openHome(canvas);
    const scroll = spyOn(Element.prototype, 'scrollIntoView');
    const hero = within(canvas.getByRole('region', { name: 'Premium Hemp, Elevated' }));
    await userEvent.click(hero.getByRole('button', { name: 'Shop Strains' }));
    // No smooth scrolling for visitors who ask for less motion; focus still moves.
    await expect(scroll).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Signature Strains' }),
    ).toHaveFocus();
    scroll.mockRestore();
  },
};

export const AgeGateShown: Story = {
  parameters: { screen: { path: '/', ageVerified: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Are you 21 or older?' }, wait);
    // It fades in.
    await waitFor(() => expect(dialog).toBeVisible());
    // Focus moves into the gate once it has become the modal (a frame after it shows).
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: "I'm 21 or Older" })).toHaveFocus(),
    );
    // Escape does not dismiss it.
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: "I'm 21 or Older" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(sessionStorage.getItem('age-verified')).toBe('yes');
    // The home screen's own chunk may still be on its way behind the gate.
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Premium Hemp, Elevated' }, wait),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { chromatic: phoneOnly },
  play: async ({ canvas }) => {
    const strains = await openHome(canvas);
    const [first, second] = strains.getAllByRole('article') as HTMLElement[];
    // One card per row: the second starts below the first.
    await expect(second?.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      first?.getBoundingClientRect().bottom ?? Infinity,
    );
    const superGlue = within(strains.getByRole('article', { name: 'Super Glue' }));
    await userEvent.click(superGlue.getByRole('button', { name: /Add to Cart/ }));
    await expectDrawerSays('Super Glue · 1/8 oz (3.5g) × 1');
    await expect(canvas.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  },
};

export const Dark: Story = {
  ...darkScreen,
  play: async ({ canvas }) => {
    const strains = await openHome(canvas);
    await expectDarkApplied();
    await expect(strains.getAllByRole('article')).toHaveLength(3);
  },
};
