import styles from './Logo.module.css';

/**
 * The Deckmill mark (a stack of slides) and word mark: the public site and the app's sign-in pages show the
 * same one. 'light' is for dark backgrounds.
 */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <span className={styles.logo} data-tone={tone}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect x="7" y="3" width="22" height="16" rx="3" fill="currentColor" opacity="0.35" />
        <rect x="3" y="8" width="22" height="16" rx="3" fill="currentColor" opacity="0.6" />
        <rect x="5" y="13" width="22" height="16" rx="3" fill="currentColor" />
      </svg>
      <span className={styles.word}>Deckmill</span>
    </span>
  );
}
