import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Breadcrumb, Breadcrumbs } from 'react-aria-components';
import { Link } from 'react-router';
import { useCrumbTrail } from './useCrumbTrail';
import styles from './TopBar.module.css';

/**
 * Where the page sits: "Presentations / Renewal Offer · april" above 767px; on phones only the page above, as a
 * back link, since the drawer toggle and the search leave no room for more.
 */
export function TopBarBreadcrumbs() {
  const trail = useCrumbTrail();
  if (!trail) return <div className={styles.crumbs} />;
  const items = [
    ...(trail.parent ? [{ id: 'parent', label: trail.parent.label, to: trail.parent.to }] : []),
    { id: 'current', label: trail.current, to: undefined },
  ];

  return (
    <div className={styles.crumbs}>
      <nav aria-label="Breadcrumb" className={styles.trail}>
        <Breadcrumbs items={items} className={styles.trailList}>
          {(item) => (
            <Breadcrumb id={item.id} className={styles.crumb}>
              {({ isCurrent }) =>
                isCurrent || !item.to ? (
                  <span className={styles.currentCrumb} aria-current="page" title={item.label}>
                    {item.label}
                  </span>
                ) : (
                  <>
                    <Link to={item.to} className={styles.crumbLink}>
                      {item.label}
                    </Link>
                    <ChevronRight className={styles.crumbSeparator} aria-hidden="true" size={14} />
                  </>
                )
              }
            </Breadcrumb>
          )}
        </Breadcrumbs>
      </nav>
      {trail.parent && (
        <Link to={trail.parent.to} className={styles.backLink}>
          <ChevronLeft aria-hidden="true" size={16} />
          <span className="dm-visually-hidden">Back to </span>
          {trail.parent.label}
        </Link>
      )}
    </div>
  );
}
