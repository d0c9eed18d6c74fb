import type { FieldError } from '@deckmill/ui';
import { DataShapeChooser } from './DataShapeChooser';
import { EncodingChooser } from './EncodingChooser';
import { ImagesArchivePicker } from './ImagesArchivePicker';
import { hasPictures } from './pictureValues';
import { quotaAllows } from './quota';
import { QuotaNotice } from './QuotaNotice';
import { UploadStep } from './UploadStep';
import type { Wizard } from './useWizard';
import { WorkbookChoices } from './WorkbookChoices';
import { isWorkbook } from './workbookFiles';

export interface WizardUploadStepProps {
  wizard: Wizard;
  /** The month's allowance (null: not known, nothing is held back). */
  quota: { current_month_usage: number; usage_limit: number | null } | null;
  /** The server's refusal of the images archive sent last, if it is still the one chosen. */
  imagesError?: FieldError;
  onBack: () => void;
  onNext: () => void;
}

/** Step 2 as the wizard's state has it: the data file, how it is read and grouped, and the images archive. */
export function WizardUploadStep({ wizard, quota, imagesError, onBack, onNext }: WizardUploadStepProps) {
  const { state, dispatch, file } = wizard;
  const { preview, images } = state;
  const rows = preview?.totalRows ?? 0;
  const workbook = file !== null && isWorkbook(file.name);
  return (
    <UploadStep
      file={file}
      preview={preview}
      error={state.dataFileError}
      onFile={(chosen) => void wizard.chooseFile(chosen)}
      onRefused={wizard.refuseFile}
      notice={
        quota && (
          <QuotaNotice
            rows={rows}
            usage={quota}
            rowLimit={state.rowLimit}
            onRowLimit={(rowLimit) => dispatch({ type: 'rowLimitChosen', rowLimit })}
          />
        )
      }
      canContinue={
        quotaAllows(rows, quota, state.rowLimit) && (!workbook || state.dataset.status === 'ready')
      }
      images={
        hasPictures(state.template?.structure) && (
          <ImagesArchivePicker
            file={images.file}
            onFile={(chosen) => void wizard.chooseImages(chosen)}
            error={images.error ?? imagesError}
            fileCount={images.names?.size ?? null}
          />
        )
      }
      onBack={onBack}
      onNext={onNext}
    >
      {preview?.sheet !== undefined && (
        <WorkbookChoices
          sheet={preview.sheet}
          sheets={preview.sheets ?? []}
          notes={preview.notes ?? []}
          upload={state.dataset}
          onSheet={(name) => void wizard.chooseSheet(name)}
        />
      )}
      {file && !/\.json$/i.test(file.name) && !workbook && (preview || state.dataFileError) && (
        <EncodingChooser
          encoding={preview?.encoding}
          delimiter={preview?.delimiter}
          chosen={state.dataFile?.encoding ?? null}
          onChoose={(name) => void wizard.chooseEncoding(name)}
        />
      )}
      {preview?.format === 'csv' && (
        <DataShapeChooser
          headers={preview.headers}
          groupBy={state.groupBy}
          onChange={(groupBy) => dispatch({ type: 'groupByChosen', groupBy })}
        />
      )}
    </UploadStep>
  );
}
