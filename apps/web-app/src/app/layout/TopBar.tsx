import { useCallback, useState } from 'react';
import { Search } from 'lucide-react';
import { Badge } from '@deckmill/ui';
import { useLocalMode } from '../../lib/useLocalMode';
import { CommandMenu } from './commandMenu/CommandMenu';
import { TopBarBreadcrumbs } from './TopBarBreadcrumbs';
import { shortcutHint, useCommandShortcut } from './useCommandShortcut';
import styles from './TopBar.module.css';

/**
 * The top bar's breadcrumb, the "Local" badge in local mode (the desktop app) and the command menu with its
 * search button; the layout adds the account menu.
 */
export function TopBar() {
  const local = useLocalMode();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleMenu = useCallback(() => setMenuOpen((open) => !open), []);
  useCommandShortcut(toggleMenu);

  return (
    <>
      <TopBarBreadcrumbs />
      {local && (
        <span className={styles.local}>
          <Badge tone="blue">Local</Badge>
          <span className="dm-visually-hidden">: Deckmill runs on this computer only</span>
        </span>
      )}
      <button
        type="button"
        className={styles.search}
        onClick={() => setMenuOpen(true)}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
      >
        <Search className={styles.searchIcon} aria-hidden="true" size={16} />
        <span className={styles.searchText}>Search or jump to…</span>
        <kbd className={styles.searchHint} aria-hidden="true">
          {shortcutHint()}
        </kbd>
      </button>
      <CommandMenu isOpen={menuOpen} onOpenChange={setMenuOpen} />
    </>
  );
}
