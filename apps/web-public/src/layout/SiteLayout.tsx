import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { metaForPath } from '../site/metaForPath';
import { usePageMeta } from '../site/usePageMeta';
import { Footer } from './Footer';
import { TopBar } from './TopBar';
import styles from './SiteLayout.module.css';

/** Top bar, the page in a main landmark, and the footer; keeps the head tags in step with the route. */
export function SiteLayout() {
  const { pathname } = useLocation();
  usePageMeta(metaForPath(pathname), pathname);
  const firstRender = useRef(true);
  // After a client-side navigation start the new page at the top, as a full page load would.
  useEffect(() => {
    if (firstRender.current) firstRender.current = false;
    else window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <TopBar />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
