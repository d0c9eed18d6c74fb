import { Logo } from '@deckmill/ui';
import { externalPaths } from '../../config/paths';
import { FlashArea } from './FlashArea';
import { PageOutlet } from './PageOutlet';
import styles from './AuthLayout.module.css';

/** The centred card of the sign-in, sign-up, password and confirmation pages. */
export function AuthLayout() {
  return (
    <div className={styles.page}>
      <header>
        {/* The public site's logo: the sign-in pages are one step from its top bar. */}
        <a className={styles.brand} href={externalPaths.home}>
          <Logo />
        </a>
      </header>
      <main className={styles.card}>
        <FlashArea />
        <PageOutlet variant="form" />
      </main>
    </div>
  );
}
