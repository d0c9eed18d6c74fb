import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Menu, X } from 'lucide-react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { usePageToggle } from '../../hooks/usePageToggle';
import styles from './SidebarShell.module.css';

/**
 * What the sidebar's root element takes: `ref`, `id`, `className` and `data-open={open}`. The sidebar is
 * rendered twice: in the page (hidden below 768px) and, while open, in the phone drawer (open: true).
 */
export interface SidebarDrawer {
  ref: RefObject<HTMLElement | null>;
  id: string;
  className: string;
  open: boolean;
}

/** Class names for the sidebar's contents, so every front end's sidebar looks alike. */
export const sidebarClassNames = {
  title: styles.title,
  navList: styles.navList,
  navLink: styles.navLink,
  navIcon: styles.navIcon,
} as const;

export interface SidebarShellProps {
  /** Changes on every navigation (the router's location key), which closes the drawer. */
  pageKey: string;
  sidebarId: string;
  /** The main element's id, the target of the skip link. */
  mainId: string;
  /** The toggle's accessible names. */
  toggleLabels: { open: string; close: string };
  sidebar: (drawer: SidebarDrawer) => ReactNode;
  /** The bar above the content; the drawer toggle comes first in it. */
  barClassName: string;
  bar?: ReactNode;
  /** Extra classes: the bar's spacing for the toggle, the content's width. */
  toggleClassName?: string;
  mainClassName?: string;
  children: ReactNode;
}

/** The drawer's name from its toggle's: "Open navigation" names it "Navigation". */
function drawerLabel(openLabel: string): string {
  const name = openLabel.replace(/^Open /, '');
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function classes(...names: (string | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** Wider than this the sidebar is in the page: a drawer left open closes (its modal would hide the page). */
const WIDE = '(min-width: 768px)';

/**
 * A signed-in page frame: skip link, sidebar, and a column with a bar over the main content. Below 768px the
 * sidebar is a drawer behind a toggle: a React Aria modal dialog, so Tab stays inside it, the page behind is
 * inert and scrolls no more, Escape or a tap beside it closes it and focus returns to the toggle; any
 * navigation closes it too.
 */
export function SidebarShell({
  pageKey,
  sidebarId,
  mainId,
  toggleLabels,
  sidebar,
  barClassName,
  bar,
  toggleClassName,
  mainClassName,
  children,
}: SidebarShellProps) {
  const sidebarRef = useRef<HTMLElement>(null);
  const drawerRef = useRef<HTMLElement>(null);
  const drawer = usePageToggle(pageKey, { focusOnOpenRef: drawerRef });
  const { open, close } = drawer;
  const drawerId = `${sidebarId}-drawer`;

  useEffect(() => {
    const wide = typeof window.matchMedia === 'function' ? window.matchMedia(WIDE) : null;
    if (!open || !wide) return;
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, [open, close]);

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href={`#${mainId}`}>
        Skip to content
      </a>
      {sidebar({ ref: sidebarRef, id: sidebarId, className: styles.sidebar, open: false })}
      <ModalOverlay
        isOpen={open}
        isDismissable
        onOpenChange={(isOpen) => {
          if (!isOpen) close();
        }}
        className={styles.backdrop}
      >
        <Modal className={styles.drawer}>
          <Dialog aria-label={drawerLabel(toggleLabels.open)} className={styles.drawerDialog}>
            {sidebar({ ref: drawerRef, id: drawerId, className: styles.drawerSidebar, open: true })}
          </Dialog>
        </Modal>
      </ModalOverlay>
      <div className={styles.column}>
        <header className={barClassName}>
          <button
            type="button"
            className={classes(styles.toggle, toggleClassName)}
            aria-controls={open ? drawerId : undefined}
            aria-expanded={open}
            onClick={drawer.toggle}
          >
            {open ? <X aria-hidden="true" size={20} /> : <Menu aria-hidden="true" size={20} />}
            <span className="dm-visually-hidden">{open ? toggleLabels.close : toggleLabels.open}</span>
          </button>
          {bar}
        </header>
        <main id={mainId} className={classes(styles.main, mainClassName)} tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
