import { externalPaths } from '../../config/paths';
import { FlashArea } from './FlashArea';
import { PageOutlet } from './PageOutlet';
import styles from './AuthLayout.module.css';

/** The centred card of the sign-in, sign-up, password and confirmation pages. */
export function AuthLayout() {
  return (
    <div className={styles.page}>
      <header>
        <a className={styles.brand} href={externalPaths.home}>
          Deckmill
        </a>
      </header>
      <main className={styles.card}>
        <FlashArea />
        <PageOutlet header={false} />
      </main>
    </div>
  );
}
