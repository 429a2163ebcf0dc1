import { use } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageMeta } from '../shell/PageMeta';
import { PageData, readPageData } from '../shell/pageData';
import { CERTIFICATE_DATA, isCertified, type Certified } from '../catalogue/certificateData';
import { deferredChunk } from './deferredSections';
import { LoadFailedFrame } from './PrerenderedFrame';
import { buttonStyle } from '../components/Button';
import { Container } from '../components/Container';
import { Icon } from '../components/Icon';
import { LabCertificate } from '../components/LabCertificate';
import { NotFound } from '../components/NotFound';

/** Certificates from the catalogue (src/catalogue/certificates.ts), for a visit by link. */
const certificatesChunk = deferredChunk(() => import('../catalogue/certificates'));

/** The certificate at `/lab-results/{id}` as this document's data block holds it, if it does. */
function givenCertificate(id: string): Certified | undefined {
  const data = readPageData(CERTIFICATE_DATA);
  return isCertified(data, id) ? data : undefined;
}

/**
 * Loads the catalogue's certificates for a visit by link; a prerendered certificate page hydrating
 * holds its own (docs/architecture.md "The catalogue loads when needed").
 */
export function loadDeferredSections(): Promise<unknown> {
  const id =
    typeof location === 'undefined'
      ? undefined
      : /^\/lab-results\/([^/]+)$/.exec(location.pathname)?.[1];
  return id !== undefined && givenCertificate(id) ? Promise.resolve() : certificatesChunk.load();
}

/**
 * The certificate at `/lab-results/{id}`: the catalogue's once loaded, else the one the document
 * was given, else the screen waits for the catalogue. undefined: none; null: the catalogue did not
 * load.
 */
function useCertificate(id: string | undefined): Certified | undefined | null {
  const given = id === undefined ? undefined : givenCertificate(id);
  const certificates =
    certificatesChunk.loaded() ?? (given ? undefined : use(certificatesChunk.attempt()));
  if (certificates === null) return null;
  return certificates ? certificates.certifiedItem(id) : given;
}

/** The printable certificate of analysis for a product or strain (docs/behaviour.md "Lab results"). */
export function LabResultsScreen() {
  const { id } = useParams();
  const item = useCertificate(id);
  // The certificates did not load on a visit by link: say so, with a reload.
  if (item === null) return <LoadFailedFrame title="Lab results" what="lab results" />;
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
      {/* What this page shows of the catalogue, for the browser to hydrate from. */}
      <PageData id={CERTIFICATE_DATA} data={item} />
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
