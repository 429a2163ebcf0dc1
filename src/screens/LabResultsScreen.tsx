import { Link, useParams } from 'react-router-dom';
import { PageMeta } from '../shell/PageMeta';
import { productBatch, strainBatch, type LabBatch } from '../catalogue/labResults';
import { findListing, parseProductId } from '../catalogue/listings';
import { findStrain } from '../catalogue/strains';
import { buttonStyle } from '../components/Button';
import { Container } from '../components/Container';
import { Icon } from '../components/Icon';
import { LabCertificate } from '../components/LabCertificate';
import { NotFound } from '../components/NotFound';

interface Certified {
  batch: LabBatch;
  name: string;
  kind: string;
  /** Where 'Back' goes: the product page, or the home page's strains. */
  backTo: string;
  backLabel: string;
}

/** `/lab-results/4` is product 4's certificate, `/lab-results/gelato` the Gelato strain's. */
function certifiedItem(id: string | undefined): Certified | undefined {
  const strain = id === undefined ? undefined : findStrain(id);
  if (strain) {
    return {
      batch: strainBatch(strain.id),
      name: strain.name,
      kind: 'Signature strain',
      backTo: '/',
      backLabel: 'Back to Home',
    };
  }
  const productId = parseProductId(id);
  const product = productId === undefined ? undefined : findListing(productId);
  const batch = product && productBatch(product.id, product.category);
  if (!product || !batch) return undefined;
  return {
    batch,
    name: product.name,
    kind: product.category,
    backTo: `/product/${product.id}`,
    backLabel: 'Back to Product',
  };
}

/** The printable certificate of analysis for a product or strain (docs/behaviour.md "Lab results"). */
export function LabResultsScreen() {
  const { id } = useParams();
  const item = certifiedItem(id);
  const pageMeta = (
    <PageMeta
      title={item ? `Lab results: ${item.name}` : 'Lab results not found'}
      description={
        item
          ? `Certificate of analysis for ${item.name}: batch ${item.batch.batchId}, cannabinoid panel and contaminant screens.`
          : 'There is no certificate of analysis at this address.'
      }
    />
  );
  if (!item) {
    return (
      <>
        {pageMeta}
        <NotFound
          title="Lab Results Not Found"
          message="We couldn't find a certificate for that item. Every product page links to its own."
          actionTo="/shop"
          actionLabel="Back to Shop"
        />
      </>
    );
  }
  return (
    <Container>
      {pageMeta}
      <LabCertificate
        batch={item.batch}
        itemName={item.name}
        itemKind={item.kind}
        onPrint={() => window.print()}
        backLink={
          <Link to={item.backTo} className={buttonStyle({ variant: 'secondary' })}>
            <Icon name="arrowLeft" size={18} />
            {item.backLabel}
          </Link>
        }
      />
    </Container>
  );
}
