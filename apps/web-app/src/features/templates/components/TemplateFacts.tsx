import { templatePaths, type TemplateDetail } from '@deckmill/api-contracts';
import { Card, formatDate } from '@deckmill/ui';
import { megabytes } from './formatting';
import styles from './TemplateFacts.module.css';

/**
 * The detail page's Details box: dates, counts, the real file size and the download link (through the
 * gateway, which records the download in the activity log).
 */
export function TemplateFacts({ template }: { template: TemplateDetail }) {
  return (
    <Card title="Details">
      <dl className={styles.facts}>
        <dt>Uploaded</dt>
        <dd>{formatDate(template.created_at)}</dd>
        <dt>Presentations Created</dt>
        <dd>{template.decks_count.toLocaleString('en-US')}</dd>
        <dt>File Size</dt>
        <dd>{megabytes(template.file_size)}</dd>
        <dt>Slides</dt>
        <dd>{template.slide_count}</dd>
        {template.team_name && (
          <>
            <dt>Shared with</dt>
            <dd>{template.team_name}</dd>
          </>
        )}
      </dl>
      <a className={styles.download} href={templatePaths.download(template.id)} download>
        Download Template
      </a>
    </Card>
  );
}
