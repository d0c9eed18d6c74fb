import type { TemplatePlaceholder } from '@deckmill/api-contracts';
import { Badge, Card, EmptyState } from '@deckmill/ui';
import { describeOccurrences } from './occurrences';
import styles from './PlaceholderList.module.css';

/** Every placeholder, each Required (the wizard maps them all), with where it occurs. */
export function PlaceholderList({ placeholders }: { placeholders: readonly TemplatePlaceholder[] }) {
  return (
    <Card title={`Placeholders (${placeholders.length})`}>
      {placeholders.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title="No placeholders detected"
          description="Add placeholders like {{name}} (a name in double curly braces) to your PowerPoint file, then upload it again."
        />
      ) : (
        <ul className={styles.list} aria-label="Placeholders">
          {placeholders.map((placeholder) => (
            <li key={placeholder.name} className={styles.item}>
              <div className={styles.heading}>
                <code className={styles.name}>{`{{${placeholder.name}}}`}</code>
                <Badge tone="amber">Required</Badge>
              </div>
              <p className={styles.where}>{describeOccurrences(placeholder.occurrences)}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
