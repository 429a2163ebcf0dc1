import { useRef } from 'react';
import { MINIMUM_AGE } from '../lib/compliance';
import { useAddToCart } from '../cart/useAddToCart';
import { PageMeta, siteUrl } from '../shell/PageMeta';
import { strains } from '../catalogue/strains';
import type { AddToCartRequest, Strain, StrainId } from '../catalogue/types';
import { CallToAction } from '../components/CallToAction';
import { Container } from '../components/Container';
import { FeatureBlock } from '../components/FeatureBlock';
import { Hero } from '../components/Hero';
import { StrainCard, StrainCardFacts } from '../components/StrainCard';
import { formatMoney } from '../lib/money';
import { media } from '../theme/tokens';
import { deferredFacts } from './deferredFacts';
import * as styles from './HomeScreen.css';

/** The strains' type, THC and effects come in a chunk of their own (src/screens/deferredFacts.tsx). */
export { loadCatalogueFacts as loadDeferredSections } from './deferredFacts';

// All three strains share one price list (docs/behaviour.md "Catalogue"); the intro quotes it from
// the catalogue.
const [firstStrain] = strains;
const priceLine = firstStrain
  ? ` Each is ${formatMoney(firstStrain.pricing['3.5g'])} an eighth or ${formatMoney(firstStrain.pricing['28g'])} an ounce.`
  : '';

/** A strain's 'Indica · THC 24.5%' line and its effects, from the catalogue facts' own chunk. */
const StrainFactsSlot = deferredFacts((module, { strainId }: { strainId: StrainId }) => {
  const facts = module.strainFacts(strainId);
  return <StrainCardFacts line={module.potencyLine(facts)} effects={facts.effects} />;
});

/** schema.org data about the business, for search engines. */
const organizationJsonLd = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: 'Silk Road Botanicals',
  url: siteUrl('/'),
  logo: siteUrl('/favicon.svg'),
};

/** Home (docs/behaviour.md "Screens"): hero, brand promise, the three signature strains and a closing prompt. */
export function HomeScreen() {
  const addToCart = useAddToCart('detailed');
  const strainsSection = useRef<HTMLElement>(null);
  const strainsHeading = useRef<HTMLHeadingElement>(null);

  const pageMeta = (
    <PageMeta
      title={'Premium Hemp Flower & Pre-Rolls'}
      description={`Small-batch, lab-tested hemp strains: Super Glue, Gelato and Gary Payton, in an eighth or an ounce. For adults ${MINIMUM_AGE}+.`}
      jsonLd={[organizationJsonLd]}
    />
  );

  // Scrolls to the strains (at once when the visitor asks for less motion) and puts focus on
  // their heading, so keyboard and screen-reader users land there too.
  const showStrains = () => {
    const reduceMotion = window.matchMedia?.(media.reducedMotion).matches ?? false;
    strainsSection.current?.scrollIntoView({
      behavior: reduceMotion ? 'auto' : 'smooth',
      block: 'start',
    });
    strainsHeading.current?.focus({ preventScroll: true });
  };

  const addStrain = (strain: Strain) => (request: AddToCartRequest) => {
    addToCart(strain.name, request);
  };

  return (
    <Container>
      {pageMeta}
      <div className={styles.page}>
        <Hero onShopStrains={showStrains} />
        <FeatureBlock />
        <section
          ref={strainsSection}
          aria-labelledby="signature-strains"
          className={styles.strains}
        >
          <div className={styles.strainsHeader}>
            <h2
              ref={strainsHeading}
              id="signature-strains"
              tabIndex={-1}
              className={styles.strainsTitle}
            >
              Signature Strains
            </h2>
            <p className={styles.strainsIntro}>
              Three house favourites, lab tested and slow cured.{priceLine}
            </p>
          </div>
          <ul role="list" className={styles.strainGrid}>
            {strains.map((strain) => (
              <li key={strain.id} className={styles.strainItem}>
                <StrainCard
                  strain={strain}
                  facts={<StrainFactsSlot strainId={strain.id} />}
                  onAdd={addStrain(strain)}
                />
              </li>
            ))}
          </ul>
        </section>
        <CallToAction onShopStrains={showStrains} />
      </div>
    </Container>
  );
}
