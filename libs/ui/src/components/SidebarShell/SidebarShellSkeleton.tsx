import { PageSkeleton } from '../Skeleton/Skeleton';
import styles from './SidebarShell.module.css';

export interface SidebarShellSkeletonProps {
  /** Announced to screen readers meanwhile. */
  label: string;
  /** The same classes the layout gives SidebarShell, so the bar and the content sit where they will. */
  barClassName: string;
  mainClassName?: string;
}

/**
 * What a signed-in front end shows while the session loads: SidebarShell's frame (the sidebar's column, the
 * bar, the content's place) around a page skeleton, so the layout that follows draws over the same shape.
 */
export function SidebarShellSkeleton({ label, barClassName, mainClassName }: SidebarShellSkeletonProps) {
  return (
    <div className={styles.shell}>
      <div className={styles.sidebar} aria-hidden="true" />
      <div className={styles.column}>
        <div className={barClassName} aria-hidden="true">
          {/* The drawer toggle's box (shown below 768 px, as the real one is): the bar keeps its height. */}
          <span className={styles.toggle} />
        </div>
        <main className={mainClassName ? `${styles.main} ${mainClassName}` : styles.main}>
          <PageSkeleton label={label} />
        </main>
      </div>
    </div>
  );
}
