import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { Avatar, usePageToggle } from '@deckmill/ui';
import { errorMessage, useFlash, useSignOutMutation, type CurrentUser } from '@deckmill/web-data';
import { externalPaths, paths } from '../../config/paths';
import { leaveApp } from '../../lib/leaveApp';
import styles from './AppLayout.module.css';

/** The avatar button (first letter of the name) and its account links. */
export function AccountMenu({ user }: { user: CurrentUser }) {
  const location = useLocation();
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menu = usePageToggle(location.key, { returnFocusRef: buttonRef });
  const { open, close } = menu;
  const [signOut, { isLoading: signingOut }] = useSignOutMutation();
  const { show } = useFlash();
  const displayName = user.name?.trim() || user.email;

  // A click anywhere else closes the menu.
  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) close();
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  async function handleSignOut() {
    try {
      await signOut().unwrap();
      leaveApp(externalPaths.home);
    } catch (error) {
      close();
      show('alert', errorMessage(error) ?? 'Could not sign out. Please try again.');
    }
  }

  return (
    <div className={styles.account} ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.accountButton}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Account menu for ${displayName}`}
        onClick={menu.toggle}
      >
        <Avatar name={user.name} fallback={user.email} />
      </button>
      {open && (
        <nav id={menuId} className={styles.accountMenu} aria-label="Account">
          <p className={styles.accountIdentity}>
            <strong>{displayName}</strong>
            {displayName !== user.email && <span>{user.email}</span>}
          </p>
          <ul className={styles.accountList}>
            <li>
              <Link to={paths.profile}>Profile</Link>
            </li>
            <li>
              <Link to={paths.subscription}>Subscription</Link>
            </li>
            <li>
              <Link to={paths.apiKeys}>API keys</Link>
            </li>
            <li>
              <Link to={paths.webhooks}>Webhooks</Link>
            </li>
            {user.admin && (
              <li>
                <a href={externalPaths.admin}>Admin Panel</a>
              </li>
            )}
            <li>
              <button type="button" onClick={handleSignOut} disabled={signingOut}>
                {signingOut ? 'Signing out...' : 'Sign out'}
              </button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}
