import type { CSSProperties, ReactNode } from 'react';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  /** Any CSS length; the block fills its container by default. */
  width?: string;
  height?: string;
  /** How many lines of text to stand in for. */
  lines?: number;
}

/** A grey placeholder shaped like the content to come; decorative (hidden from assistive technology). */
export function Skeleton({ width = '100%', height = '1rem', lines = 1 }: SkeletonProps) {
  const style: CSSProperties = { width, height };
  return (
    <span className={styles.group} aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        // The last of several lines is shorter, like the end of a paragraph.
        <span
          key={index}
          className={styles.block}
          style={index > 0 && index === lines - 1 ? { ...style, width: '60%' } : style}
        />
      ))}
    </span>
  );
}

export interface PageSkeletonProps {
  /** Announced to screen readers while the page loads. */
  label: string;
  /** The kind of page: a list of rows, cards, or a form (labelled fields, then its button). */
  variant?: 'list' | 'cards' | 'form';
  /** How many fields the form has (variant "form"). */
  fields?: number;
  /** Stand in for the page's title too (off when the page already shows its header while loading). */
  header?: boolean;
  /** The page's own shape, built of Skeleton blocks, instead of a variant's (hidden from assistive technology). */
  children?: ReactNode;
}

/**
 * What a page shows while its data loads: the page's shape in grey, and a status for screen readers. The
 * header is as tall as PageHeader's title and description, a form's fields as tall as Field's, so what follows
 * the skeleton starts where the page's own content will.
 */
export function PageSkeleton({
  label,
  variant = 'list',
  fields = 2,
  header = true,
  children,
}: PageSkeletonProps) {
  let body: ReactNode;
  if (children) body = <div aria-hidden="true">{children}</div>;
  else if (variant === 'form') body = <FormSkeleton fields={fields} />;
  else body = <CardsSkeleton variant={variant} />;
  return (
    <div className={styles.page} role="status" data-testid="page-skeleton">
      <span className="dm-visually-hidden">{label}</span>
      {header && (
        <span className={styles.header} aria-hidden="true">
          <span className={`${styles.block} ${styles.title}`} />
          <span className={`${styles.block} ${styles.description}`} />
        </span>
      )}
      {body}
    </div>
  );
}

function CardsSkeleton({ variant }: { variant: 'list' | 'cards' }) {
  return (
    <div className={variant === 'cards' ? styles.cards : styles.rows}>
      {Array.from({ length: variant === 'cards' ? 3 : 4 }, (_, index) => (
        <span key={index} className={styles.card} aria-hidden="true">
          <Skeleton width="40%" />
          <Skeleton lines={2} height="0.75rem" />
        </span>
      ))}
    </div>
  );
}

function FormSkeleton({ fields }: { fields: number }) {
  return (
    <span className={styles.form} aria-hidden="true">
      {Array.from({ length: fields }, (_, index) => (
        <span key={index} className={styles.field}>
          <span className={`${styles.block} ${styles.label}`} />
          <span className={`${styles.block} ${styles.control}`} />
        </span>
      ))}
      <span className={`${styles.block} ${styles.control} ${styles.button}`} />
    </span>
  );
}
