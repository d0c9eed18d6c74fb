import { Presentation } from 'lucide-react';
import styles from './TemplateThumbnail.module.css';

/**
 * A template's first slide (template cards, the wizard's step 1), or a neutral frame while its previews are
 * not drawn. Decorative: the template's name is always beside it.
 */
export function TemplateThumbnail({ url }: { url?: string | null }) {
  return (
    <span className={styles.frame} aria-hidden="true">
      {url ? (
        <img src={url} alt="" loading="lazy" className={styles.image} />
      ) : (
        <Presentation className={styles.icon} size={28} strokeWidth={1.5} />
      )}
    </span>
  );
}
