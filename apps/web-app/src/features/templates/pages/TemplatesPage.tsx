import { Link } from 'react-router';
import { buttonClassName, EmptyState, FormErrorBox, PageHeader, PageSkeleton } from '@deckmill/ui';
import { errorMessage } from '@deckmill/web-data';
import { paths } from '../../../config/paths';
import { useGetTemplatesQuery } from '../api/templatesApi';
import { TemplateCard } from '../components/TemplateCard';
import styles from './TemplatesPage.module.css';

/** /app/templates: the user's own templates merged with their teams'. */
export function TemplatesPage() {
  const { data, error, isLoading } = useGetTemplatesQuery();
  const uploadLink = (
    <Link to={paths.newTemplate} className={buttonClassName()}>
      Upload Template
    </Link>
  );

  return (
    <>
      <PageHeader
        title="Templates"
        description="PowerPoint templates with {{placeholders}}, yours and your teams'."
        actions={uploadLink}
      />
      {isLoading ? (
        <PageSkeleton label="Loading templates..." variant="cards" header={false} />
      ) : error ? (
        <FormErrorBox message={errorMessage(error)} />
      ) : data && data.templates.length > 0 ? (
        <ul className={styles.grid} aria-label="Your templates">
          {data.templates.map((template) => (
            <TemplateCard key={template.id} template={template} />
          ))}
        </ul>
      ) : (
        <EmptyState
          title="No templates yet"
          description="Upload your first PowerPoint template to get started."
          action={uploadLink}
        />
      )}
    </>
  );
}
