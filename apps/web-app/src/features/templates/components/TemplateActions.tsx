import { Link, useNavigate } from 'react-router';
import type { TemplateDetail } from '@deckmill/api-contracts';
import { ActionMenu, Button, buttonClassName } from '@deckmill/ui';
import { errorMessage, flashState, useFlash } from '@deckmill/web-data';
import { paths } from '../../../config/paths';
import { useDeleteTemplateMutation, useDuplicateTemplateMutation } from '../api/templatesApi';

export const DELETE_CONFIRMATION =
  'Are you sure you want to delete this template? This action cannot be undone.';

/**
 * Create Presentation and Duplicate; for the owner or a team admin, Delete after confirmation in the
 * "More actions" menu, away from the primary action.
 */
export function TemplateActions({ template }: { template: TemplateDetail }) {
  const navigate = useNavigate();
  const { show } = useFlash();
  const [duplicate, duplicating] = useDuplicateTemplateMutation();
  const [remove] = useDeleteTemplateMutation();

  const onDuplicate = async () => {
    try {
      const copy = await duplicate(template.id).unwrap();
      await navigate(paths.template(copy.id), { state: flashState('notice', 'Template was duplicated.') });
    } catch (error) {
      show('alert', errorMessage(error) ?? 'Could not duplicate the template.');
    }
  };

  const onDelete = async () => {
    try {
      await remove(template.id).unwrap();
      await navigate(paths.templates, {
        state: flashState('notice', `Template “${template.name}” was deleted.`),
      });
    } catch (error) {
      show('alert', errorMessage(error) ?? 'Could not delete the template.');
    }
  };

  return (
    <>
      <Link to={`${paths.newPresentation}?template_id=${template.id}`} className={buttonClassName()}>
        Create Presentation
      </Link>
      <Button variant="secondary" onClick={() => void onDuplicate()} disabled={duplicating.isLoading}>
        {duplicating.isLoading ? 'Duplicating...' : 'Duplicate'}
      </Button>
      {template.can_delete && (
        <ActionMenu
          items={[
            {
              id: 'delete',
              label: 'Delete',
              destructive: true,
              onAction: onDelete,
              confirm: { title: 'Delete template', message: DELETE_CONFIRMATION, busyLabel: 'Deleting...' },
            },
          ]}
        />
      )}
    </>
  );
}
