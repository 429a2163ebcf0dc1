import { useId } from 'react';
import { compliance } from '../lib/compliance';
import { loadApiClient } from '../api/loadApiClient';
import type { WholesaleApplication } from '../lib/apiTypes';
import { useToasts } from '../shell/toasts';
import { PageMeta } from '../shell/PageMeta';
import { BenefitList } from '../components/BenefitList';
import { Container } from '../components/Container';
import { RequirementList } from '../components/RequirementList';
import { StatsStrip } from '../components/StatsStrip';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { WholesaleForm } from '../components/WholesaleForm';
import * as introPage from './introPage.css';
import * as styles from './WholesaleScreen.css';

/** The retailer application at /wholesale: why join, what it takes, the form, and the numbers. */
export function WholesaleScreen() {
  const { showToast } = useToasts();
  const benefitsId = useId();
  const formId = useId();
  const statsId = useId();

  const pageMeta = (
    <PageMeta
      title={'Wholesale'}
      description={
        'Apply to stock Silk Road hemp products in your store: competitive pricing, lab-tested products, dedicated support and fast shipping.'
      }
    />
  );

  const onSubmit = async (application: WholesaleApplication) => {
    const { submitWholesaleApplication } = await loadApiClient();
    const outcome = await submitWholesaleApplication(application);
    if (outcome.status === 'success') {
      showToast({
        title: 'Application Submitted!',
        description:
          "We'll review your wholesale application and get back to you within 2-3 business days.",
        tone: 'success',
      });
    }
    return outcome;
  };

  return (
    <Container className={introPage.page}>
      {pageMeta}
      <header className={styles.intro}>
        <h1 className={introPage.title}>Join the Silk Road Wholesale Network</h1>
        <p className={styles.lead}>
          Stock lab-tested hemp flower, pre-rolls, concentrates and edibles your customers already
          ask for. Tell us about your store and our wholesale team will be in touch.
        </p>
      </header>

      <section className={styles.section} aria-labelledby={benefitsId}>
        <h2 id={benefitsId} className={styles.sectionTitle}>
          Why partner with us
        </h2>
        <BenefitList />
      </section>

      <div className={styles.columns}>
        <RequirementList />
        <section className={styles.formPanel} aria-labelledby={formId}>
          <h2 id={formId} className={styles.sectionTitle}>
            Apply for a wholesale account
          </h2>
          <p className={styles.formLead}>
            This is a demo: your application stays in this browser and nothing is sent.
          </p>
          <WholesaleForm onSubmit={onSubmit} />
          <p className={styles.formLead}>
            {compliance.federalHemp} {compliance.wholesaleStateLaws} {compliance.fda}
          </p>
        </section>
      </div>

      <section aria-labelledby={statsId}>
        <h2 id={statsId}>
          <VisuallyHidden>Our network in numbers</VisuallyHidden>
        </h2>
        <StatsStrip />
      </section>
    </Container>
  );
}
