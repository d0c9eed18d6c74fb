import { useMemo } from 'react';
import { MAX_BATCH_NAME_LENGTH } from '@deckmill/api-contracts';
import { defaultBatchName } from '@deckmill/csv/naming';
import type { FieldError } from '@deckmill/ui';
import type { DataPreview } from './dataPreview';
import { DeliveryOptions } from './DeliveryOptions';
import { BatchOutputOptions } from './BatchOutputOptions';
import { ImagesArchiveRefused } from './ImagesArchivePicker';
import { MappingStep } from './MappingStep';
import { PreflightReport, type PreflightReportProps } from './PreflightReport';
import { hasPictures, pictureFits } from './pictureValues';
import { RowPreviewPanel } from './RowPreviewPanel';
import { firstFileNames } from './fileNamePreview';
import { previewRows } from './rowPreviewValues';
import { SectionFieldsList } from './SectionFieldsList';
import { SectionMappingFields } from './SectionMappingFields';
import { SharingOptions } from './SharingOptions';
import type { Wizard } from './useWizard';

type FieldErrors = Readonly<Record<string, readonly string[] | undefined>>;

export interface WizardMappingStepProps {
  wizard: Wizard;
  preview: DataPreview;
  /** The data check's report and its buttons, bar "Fix the data" (`onBack`). */
  preflight: Omit<PreflightReportProps, 'onFixData'>;
  /** Mailing each deck is for paid plans. */
  deliveryAllowed: boolean;
  submission: { busy: boolean; errors: FieldErrors; errorMessage: string | null };
  imagesError?: FieldError;
  onBack: () => void;
  onSubmit: () => void;
}

/** Step 3 as the wizard's state has it: the mapping, the batch's options, the data check and the delivery. */
export function WizardMappingStep(props: WizardMappingStepProps) {
  const { wizard, preview, preflight, deliveryAllowed, submission, onBack } = props;
  const { state, dispatch, sections } = wizard;
  const { template, groupBy } = state;
  const structure = template?.structure;
  const withPictures = hasPictures(structure);
  const errors = submission.errors;
  // Each deck's record as bulk_create will build it, for "Preview a row".
  const rowsToPreview = useMemo(
    () => previewRows(preview, { mapping: state.mapping, groupBy, sections: sections.mapping }),
    [preview, state.mapping, groupBy, sections.mapping],
  );
  return (
    <MappingStep
      headers={preview.headers}
      firstRow={preview.rows[0]}
      mapping={wizard.mapped}
      onMap={(placeholder, column) => dispatch({ type: 'columnMapped', placeholder, column })}
      batchName={state.batchName}
      onBatchName={(name) => dispatch({ type: 'batchNamed', name })}
      defaultBatchName={defaultBatchName(
        template?.name ?? '',
        wizard.file?.name,
        new Date(),
        MAX_BATCH_NAME_LENGTH,
      )}
      pattern={state.pattern}
      onPattern={(pattern) => dispatch({ type: 'patternWritten', pattern })}
      nameColumn={state.nameColumn}
      fileNames={firstFileNames(preview, groupBy, state.pattern, template?.name)}
      busy={submission.busy}
      errors={errors}
      errorMessage={submission.errorMessage}
      unmappedSectionFields={sections.unmapped}
      holdBack={wizard.deliveryPlan?.holdBack ?? null}
      pictures={
        withPictures
          ? {
              fits: pictureFits(structure),
              context: {
                archiveChosen: state.images.file !== null,
                names: state.images.names,
                records: preview.records,
              },
            }
          : undefined
      }
      footer={
        <>
          <PreflightReport
            {...preflight}
            onCheckPictures={withPictures ? preflight.onCheckPictures : undefined}
            onFixData={onBack}
          />
          <DeliveryOptions
            state={state.delivery}
            onChange={(change) => dispatch({ type: 'deliveryChanged', change })}
            onColumn={(column) => dispatch({ type: 'deliveryColumnChosen', column })}
            plan={wizard.deliveryPlan}
            headers={preview.headers}
            allowed={deliveryAllowed}
            errors={errors}
          />
          <SharingOptions
            choices={state.sharing}
            onChange={(change) => dispatch({ type: 'sharingChanged', change })}
            headers={preview.headers}
            paid={deliveryAllowed}
            errors={errors}
          />
        </>
      }
      onBack={onBack}
      onSubmit={props.onSubmit}
    >
      <ImagesArchiveRefused error={props.imagesError} />
      <BatchOutputOptions
        output={state.output}
        onOutput={(output) => dispatch({ type: 'outputChosen', output })}
        locale={state.locale}
        onLocale={(locale) => dispatch({ type: 'localeChosen', locale })}
        errors={errors}
      />
      {wizard.format === 'json' && (
        <p>The fields of each JSON object fill the tags of the same name (case-insensitive).</p>
      )}
      <SectionMappingFields
        sections={sections.sections}
        mapping={sections.mapping}
        onMap={(section, field, column) => dispatch({ type: 'sectionFieldMapped', section, field, column })}
        error={errors['section_mapping']}
        structure={structure}
      />
      <SectionFieldsList structure={sections.unmappedStructure} />
      {template && (
        <RowPreviewPanel
          templateId={template.id}
          rows={rowsToPreview}
          locale={state.locale}
          withPictures={withPictures}
        />
      )}
    </MappingStep>
  );
}
