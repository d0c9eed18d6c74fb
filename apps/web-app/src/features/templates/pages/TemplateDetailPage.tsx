import { useParams } from 'react-router';
import { PageHeader, PageSkeleton } from '@deckmill/ui';
import { useGetOfficeStatusQuery } from '../../../api/officeStatusApi';
import { PlaceholderList } from '../components/PlaceholderList';
import { QuickStart } from '../components/QuickStart';
import { SlidePreviews } from '../components/SlidePreviews';
import { TemplateActions } from '../components/TemplateActions';
import { TemplateFacts } from '../components/TemplateFacts';
import { TemplateLoadFailure } from '../components/TemplateLoadFailure';
import { useTemplateDetail } from '../components/useTemplateDetail';
import styles from './TemplateDetailPage.module.css';

/** /app/templates/:id: actions, previews, placeholders, details and Quick Start. */
export function TemplateDetailPage() {
  const { id = '' } = useParams();
  const { data: template, error, isLoading } = useTemplateDetail(id);
  // Which tool previews lack comes with the office status: asked only when they lack one.
  const office = useGetOfficeStatusQuery(undefined, {
    skip: template?.previews.status !== 'unavailable',
  }).data;

  if (isLoading) return <PageSkeleton label="Loading template..." variant="cards" />;
  if (error || !template) return <TemplateLoadFailure error={error} />;

  return (
    <>
      <PageHeader
        title={template.name}
        description={template.team_name ? `Shared with ${template.team_name}` : undefined}
        actions={<TemplateActions template={template} />}
      />
      <div className={styles.layout}>
        <div className={styles.main}>
          <SlidePreviews previews={template.previews} officeMissing={office?.office_missing} />
          <PlaceholderList placeholders={template.placeholder_details} />
        </div>
        <div className={styles.side}>
          <TemplateFacts template={template} />
          <QuickStart />
        </div>
      </div>
    </>
  );
}
