import { Link } from 'react-router-dom';
import { compliance } from '../../lib/compliance';
import { Container } from '../Container';
import * as styles from './Footer.css';

/** One column of footer links under its heading, named by that heading. */
function FooterNav({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly (readonly [to: string, label: string])[];
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.links}>
        {links.map(([to, label]) => (
          <li key={to}>
            <Link className={styles.link} to={to}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Every screen's footer: responsible-consumption notice, links, and the copyright line (2024, docs/behaviour.md "Footer"). */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.grid}>
          <section aria-labelledby="footer-notice">
            <p className={styles.brand}>Silk Road</p>
            <h2 id="footer-notice" className={styles.heading}>
              Consume responsibly
            </h2>
            <p className={styles.notice}>
              {[
                compliance.age,
                compliance.federalHemp,
                compliance.safety,
                compliance.stateLaws,
                compliance.fda,
              ].join(' ')}
            </p>
          </section>
          <FooterNav
            id="footer-shop"
            title="Shop"
            links={[
              ['/shop', 'All products'],
              ['/shop?category=flower', 'Flower'],
              ['/shop?category=gummies', 'Gummies'],
            ]}
          />
          <FooterNav
            id="footer-company"
            title="Company"
            links={[
              ['/blog', 'Learn'],
              ['/wholesale', 'Wholesale'],
              ['/cart', 'Your cart'],
            ]}
          />
        </div>
        <p className={styles.bottom}>© 2024 Silk Road. All rights reserved.</p>
      </Container>
    </footer>
  );
}
