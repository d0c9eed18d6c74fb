import { Link } from 'react-router';
import { Logo } from '@deckmill/ui';
import { COMPANY_LINKS, LEGAL_LINKS, PRODUCT_LINKS, SOLUTION_LINKS } from '../site/navigation';
import { APP_LINKS } from '../site/siteConfig';
import { BUILD_YEAR } from '../site/buildDate';
import styles from './Footer.module.css';

interface FooterColumnProps {
  title: string;
  links: readonly { to: string; label: string }[];
}

function FooterColumn({ title, links }: FooterColumnProps) {
  return (
    <nav aria-label={title} className={styles.column}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <Link className={styles.link} to={link.to}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <Logo tone="light" />
          <p className={styles.pitch}>
            One PowerPoint template, one CSV, a personalised deck for every row. Built for teams who would
            rather sell, advise and hire than copy and paste.
          </p>
          <a className={styles.link} href={APP_LINKS.signUp}>
            Start free: 10 presentations a month
          </a>
        </div>
        <FooterColumn title="Product" links={PRODUCT_LINKS} />
        <FooterColumn title="Solutions" links={SOLUTION_LINKS} />
        <FooterColumn title="Company" links={COMPANY_LINKS} />
        <FooterColumn title="Legal" links={LEGAL_LINKS} />
      </div>
      <p className={styles.copyright}>© {BUILD_YEAR} Deckmill. All rights reserved.</p>
    </footer>
  );
}
