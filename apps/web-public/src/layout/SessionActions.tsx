import { buttonClassName } from '@deckmill/ui';
import { useState } from 'react';
import { logOut } from '../session/logOut';
import type { SessionState } from '../session/useSession';
import { APP_LINKS } from '../site/siteConfig';
import styles from './TopBar.module.css';

/** Sign in / Start Free for visitors, Dashboard / Log out for signed-in users. */
export function SessionActions({ session }: { session: SessionState }) {
  const [leaving, setLeaving] = useState(false);
  if (session.status === 'signed-in') {
    return (
      <div className={styles.actions}>
        <a className={buttonClassName({ variant: 'ghost' })} href={APP_LINKS.dashboard}>
          Dashboard
        </a>
        <button
          type="button"
          className={buttonClassName({ variant: 'secondary' })}
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void logOut();
          }}
        >
          {leaving ? 'Logging out...' : 'Log out'}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.actions}>
      <a className={buttonClassName({ variant: 'ghost' })} href={APP_LINKS.signIn}>
        Sign in
      </a>
      <a className={buttonClassName({ variant: 'primary' })} href={APP_LINKS.signUp}>
        Start Free
      </a>
    </div>
  );
}
