import { Link } from 'react-router-dom';
import { compliance } from '../../lib/compliance';
import { Container } from '../Container';
import * as styles from './Footer.css';

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
          <nav aria-labelledby="footer-shop">
            <h2 id="footer-shop" className={styles.heading}>
              Shop
            </h2>
            <ul className={styles.links}>
              <li>
                <Link className={styles.link} to="/shop">
                  All products
                </Link>
              </li>
              <li>
                <Link className={styles.link} to="/shop?category=flower">
                  Flower
                </Link>
              </li>
              <li>
                <Link className={styles.link} to="/shop?category=gummies">
                  Gummies
                </Link>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-company">
            <h2 id="footer-company" className={styles.heading}>
              Company
            </h2>
            <ul className={styles.links}>
              <li>
                <Link className={styles.link} to="/blog">
                  Learn
                </Link>
              </li>
              <li>
                <Link className={styles.link} to="/wholesale">
                  Wholesale
                </Link>
              </li>
              <li>
                <Link className={styles.link} to="/cart">
                  Your cart
                </Link>
              </li>
            </ul>
          </nav>
        </div>
        <p className={styles.bottom}>© 2024 Silk Road. All rights reserved.</p>
      </Container>
    </footer>
  );
}
