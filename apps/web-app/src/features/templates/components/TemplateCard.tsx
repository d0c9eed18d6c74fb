import { Link } from 'react-router';
import type { TemplateListItem } from '@deckmill/api-contracts';
import { Badge, TooltipHint, formatDate } from '@deckmill/ui';
import { paths } from '../../../config/paths';
import { TemplateThumbnail } from '../../../components/TemplateThumbnail';
import { PlaceholderChips } from './PlaceholderChips';
// Team and template cards share one look: the library's card grid.
import styles from '../../../components/ListCard.module.css';

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * One template on /app/templates: name, team badge, counts (presentations are decks made, not batches:
 * docs/glossary.md), upload date and its first placeholders.
 */
export function TemplateCard({ template }: { template: TemplateListItem }) {
  return (
    <li className={styles.card}>
      <TemplateThumbnail url={template.thumbnail_url} />
      <div className={styles.heading}>
        <h2 className={styles.name}>
          <Link to={paths.template(template.id)}>{template.name}</Link>
        </h2>
        {template.team_name && (
          <TooltipHint className={styles.badgeSlot} content={`Shared with ${template.team_name}`}>
            <Badge tone="blue">{template.team_name}</Badge>
          </TooltipHint>
        )}
      </div>
      <p className={styles.meta}>
        <span>{plural(template.decks_count, 'presentation', 'presentations')}</span>
        <span>{plural(template.placeholders.length, 'placeholder', 'placeholders')}</span>
        <span>Uploaded {formatDate(template.created_at)}</span>
      </p>
      <PlaceholderChips placeholders={template.placeholders} />
    </li>
  );
}
