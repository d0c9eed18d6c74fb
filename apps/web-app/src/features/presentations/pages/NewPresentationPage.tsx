import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MAX_BATCH_NAME_LENGTH } from '@deckmill/api-contracts';
import { defaultBatchName } from '@deckmill/csv/naming';
import { buttonClassName, Card, EmptyState, FormErrorBox, PageHeader, PageSkeleton } from '@deckmill/ui';
import { errorMessage, fieldErrors, useCurrentUser } from '@deckmill/web-data';
import { paths } from '../../../config/paths';
import { useBulkCreateMutation, useGetWizardQuery } from '../api/presentationsApi';
import { SampleOffer } from '../../../components/SampleOffer';
import { DataShapeChooser } from '../components/wizard/DataShapeChooser';
import { DeliveryOptions } from '../components/wizard/DeliveryOptions';
import { LeaveWizardDialog } from '../components/wizard/LeaveWizardDialog';
import { BatchOutputOptions } from '../components/wizard/BatchOutputOptions';
import { ImagesArchivePicker, ImagesArchiveRefused } from '../components/wizard/ImagesArchivePicker';
import { unmappedPlaceholders } from '../components/wizard/autoMap';
import { MappingStep } from '../components/wizard/MappingStep';
import { PreflightReport } from '../components/wizard/PreflightReport';
import { fileKey, usePreflight } from '../components/wizard/usePreflight';
import { hasPictures, pictureFits } from '../components/wizard/pictureValues';
import { quotaAllows } from '../components/wizard/quota';
import { QuotaNotice } from '../components/wizard/QuotaNotice';
import { RowPreviewPanel } from '../components/wizard/RowPreviewPanel';
import { firstFileNames } from '../components/wizard/fileNamePreview';
import { previewRows } from '../components/wizard/rowPreviewValues';
import { SampleDataOffer } from '../components/wizard/SampleDataOffer';
import { SectionFieldsList } from '../components/wizard/SectionFieldsList';
import { addSectionMapping } from '../components/wizard/sectionMapping';
import { SectionMappingFields } from '../components/wizard/SectionMappingFields';
import { TemplateStep } from '../components/wizard/TemplateStep';
import { EncodingChooser } from '../components/wizard/EncodingChooser';
import { UploadStep } from '../components/wizard/UploadStep';
import { WorkbookChoices } from '../components/wizard/WorkbookChoices';
import { isWorkbook } from '../components/wizard/workbookFiles';
import { applyDataOptions, mappableColumns, useDataOptions } from '../components/wizard/useDataOptions';
import { useSampleData } from '../components/wizard/useSampleData';
import { useSectionMapping } from '../components/wizard/useSectionMapping';
import { applyDelivery, useDelivery, useDeliveryPlan } from '../components/wizard/useDelivery';
import { bulkCreateForm, useWizardState } from '../components/wizard/useWizardState';
import { useWizardStepParam } from '../components/wizard/useWizardStepParam';
import { STEP_HEADING_IDS, WizardSteps, type WizardStep } from '../components/wizard/WizardSteps';

/**
 * /app/presentations/new: the three-step wizard. The step is in the URL (`?step=2`);
 * `?template_id=` preselects and opens step 2; `?sample=1` starts with the sample data.
 */
export function NewPresentationPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { data, error, isLoading } = useGetWizardQuery();
  const [bulkCreate, submission] = useBulkCreateMutation();
  const { user } = useCurrentUser();
  const wizard = useWizardState();
  const dataOptions = useDataOptions();
  const format = wizard.preview?.format ?? 'csv';
  const sections = useSectionMapping(wizard.template?.structure, wizard.preview, dataOptions.groupBy);
  const created = useRef(false);
  /** The images archive of the last submission: the server's word on `images_file` is about that one. */
  const [sentImages, setSentImages] = useState<File | null>(null);
  const structure = wizard.template?.structure;
  const withPictures = hasPictures(structure);
  const preselected = useRef(false);
  const sampleRequested = useRef(false);
  const requestedId = Number(searchParams.get('template_id'));
  const reachable: WizardStep = !wizard.template ? 1 : !wizard.preview ? 2 : 3;
  const { step, setStep } = useWizardStepParam(reachable);
  const quota = user
    ? { current_month_usage: user.current_month_usage, usage_limit: user.usage_limit }
    : null;
  const rows = wizard.preview?.totalRows ?? 0;
  const workbook = wizard.file !== null && isWorkbook(wizard.file.name);
  // Mailing each deck is for paid plans (the server refuses it on the free plan).
  const deliveryAllowed = user !== null && user.subscription_tier !== 'free';
  const delivery = useDelivery();
  const deliveryPlan = useDeliveryPlan(delivery, wizard.preview, {
    groupBy: dataOptions.groupBy,
    rowLimit: wizard.rowLimit,
    allowed: deliveryAllowed,
  });

  // Each deck's record as bulk_create will build it, for "Preview a row".
  const rowsToPreview = useMemo(
    () =>
      wizard.preview
        ? previewRows(wizard.preview, {
            mapping: wizard.mapping,
            groupBy: dataOptions.groupBy,
            sections: sections.mapping,
          })
        : null,
    [wizard.preview, wizard.mapping, dataOptions.groupBy, sections.mapping],
  );

  const { chooseTemplate } = wizard;
  // Next and Back replace the step the focus was in: move it to the new step's heading (not on first load).
  const focusStep = useRef<WizardStep | null>(null);
  const goTo = (next: WizardStep) => {
    focusStep.current = next;
    setStep(next);
  };
  useEffect(() => {
    if (focusStep.current !== step) return;
    focusStep.current = null;
    document.getElementById(STEP_HEADING_IDS[step])?.focus();
  }, [step]);
  useEffect(() => {
    if (preselected.current || !data) return;
    const requested = data.templates.find((template) => template.id === requestedId);
    if (!requested) return;
    preselected.current = true;
    chooseTemplate(requested);
    setStep(2, { replace: true });
  }, [data, requestedId, chooseTemplate, setStep]);

  const sample = useSampleData(data?.templates ?? [], async (template, csv) => {
    // The sample's decks are named after its company column ("Northwind Traders.pptx") by the suggestion.
    chooseTemplate(template);
    const loaded = await wizard.chooseFile(csv, template);
    // Straight to the mapping, unless the allowance is short: step 2 then offers the first N or an upgrade.
    if (loaded) goTo(quotaAllows(loaded.totalRows, quota, null) ? 3 : 2);
  });

  // Step 3 checks the data as soon as every placeholder has a column, and after each change.
  const mapped = mappableColumns(wizard.mapping, format, dataOptions.groupBy);
  const preflightReady =
    step === 3 &&
    wizard.preview !== null &&
    unmappedPlaceholders(mapped).length === 0 &&
    sections.unmapped.length === 0;
  const preflightForm = () => {
    const form = preflightReady ? bulkCreateForm(wizard) : null;
    if (!form) return null;
    return addSectionMapping(applyDataOptions(form, dataOptions, format, wizard.mapping), sections.mapping);
  };
  const preflight = usePreflight(
    preflightForm(),
    JSON.stringify([
      wizard.template?.id,
      fileKey(wizard.file),
      wizard.dataset.status === 'ready' ? wizard.dataset.id : null,
      mapped,
      dataOptions.groupBy,
      dataOptions.locale,
      sections.mapping,
      wizard.rowLimit,
    ]),
  );

  const submit = async () => {
    const form = bulkCreateForm(wizard);
    if (!form) return;
    setSentImages(wizard.images.file);
    const options = applyDataOptions(form, dataOptions, format, wizard.mapping);
    applyDelivery(options, delivery, deliveryPlan);
    const batch = await bulkCreate(addSectionMapping(options, sections.mapping))
      .unwrap()
      .catch(() => null);
    if (!batch) return;
    created.current = true;
    await navigate(paths.presentation(batch.id));
  };
  useEffect(() => {
    if (sampleRequested.current || !data || searchParams.get('sample') !== '1') return;
    sampleRequested.current = true;
    void sample.start();
  }, [data, searchParams, sample]);

  const header = (
    <PageHeader
      title="Create Presentations"
      description="One presentation per row of a CSV file or spreadsheet, per group of rows, or per JSON object."
    />
  );
  if (isLoading) return <PageSkeleton label="Loading templates..." />;
  if (error || !data) {
    return (
      <>
        {header}
        <FormErrorBox message={errorMessage(error)} />
      </>
    );
  }
  const sampleOffer = (
    <SampleDataOffer busy={sample.busy} error={sample.error} onUse={() => void sample.start()} />
  );
  if (data.templates.length === 0 && !wizard.template) {
    return (
      <>
        {header}
        <EmptyState
          title="No templates available"
          description="Upload a template first to create presentations"
          action={
            <Link to={paths.newTemplate} className={buttonClassName()}>
              Upload Template
            </Link>
          }
        />
        {sampleOffer}
        <SampleOffer />
      </>
    );
  }

  const serverErrors = fieldErrors(submission.error);
  const imagesServerError =
    wizard.images.file !== null && wizard.images.file === sentImages
      ? serverErrors['images_file']
      : undefined;
  return (
    <>
      {header}
      <LeaveWizardDialog filled={wizard.file !== null} done={created} />
      {step === 1 && sampleOffer}
      <WizardSteps current={step} />
      <Card>
        {step === 1 && (
          <TemplateStep
            templates={data.templates}
            selectedId={wizard.template?.id ?? null}
            onSelect={(id) => {
              const chosen = data.templates.find((template) => template.id === id);
              if (chosen) chooseTemplate(chosen);
            }}
            onNext={() => goTo(2)}
          />
        )}
        {step === 2 && (
          <UploadStep
            file={wizard.file}
            preview={wizard.preview}
            error={wizard.dataFileError}
            onFile={(file) => {
              dataOptions.setGroupBy(null);
              // Another file, other recipients: "Send N e-mails" is asked again even if N is the same.
              delivery.setConfirmed(null);
              void wizard.chooseFile(file);
            }}
            onRefused={wizard.refuseFile}
            notice={
              quota && (
                <QuotaNotice
                  rows={rows}
                  usage={quota}
                  rowLimit={wizard.rowLimit}
                  onRowLimit={wizard.setRowLimit}
                />
              )
            }
            canContinue={
              quotaAllows(rows, quota, wizard.rowLimit) && (!workbook || wizard.dataset.status === 'ready')
            }
            images={
              withPictures && (
                <ImagesArchivePicker
                  file={wizard.images.file}
                  onFile={(file) => void wizard.images.choose(file)}
                  error={wizard.images.error ?? imagesServerError}
                  fileCount={wizard.images.names?.size ?? null}
                />
              )
            }
            onBack={() => goTo(1)}
            onNext={() => goTo(3)}
          >
            {wizard.preview?.sheet !== undefined && (
              <WorkbookChoices
                sheet={wizard.preview.sheet}
                sheets={wizard.preview.sheets ?? []}
                notes={wizard.preview.notes ?? []}
                upload={wizard.dataset}
                onSheet={(name) => void wizard.chooseSheet(name)}
              />
            )}
            {wizard.file &&
              !/\.json$/i.test(wizard.file.name) &&
              !workbook &&
              (wizard.preview || wizard.dataFileError) && (
                <EncodingChooser
                  encoding={wizard.preview?.encoding}
                  delimiter={wizard.preview?.delimiter}
                  chosen={wizard.encoding}
                  onChoose={(name) => void wizard.chooseEncoding(name)}
                />
              )}
            {wizard.preview?.format === 'csv' && (
              <DataShapeChooser
                headers={wizard.preview.headers}
                groupBy={dataOptions.groupBy}
                onChange={dataOptions.setGroupBy}
              />
            )}
          </UploadStep>
        )}
        {step === 3 && wizard.preview && (
          <MappingStep
            headers={wizard.preview.headers}
            firstRow={wizard.preview.rows[0]}
            mapping={mappableColumns(wizard.mapping, format, dataOptions.groupBy)}
            onMap={wizard.mapColumn}
            batchName={wizard.batchName}
            onBatchName={wizard.setBatchName}
            defaultBatchName={defaultBatchName(
              wizard.template?.name ?? '',
              wizard.file?.name,
              new Date(),
              MAX_BATCH_NAME_LENGTH,
            )}
            pattern={wizard.pattern}
            onPattern={wizard.setPattern}
            nameColumn={wizard.nameColumn}
            fileNames={firstFileNames(
              wizard.preview,
              dataOptions.groupBy,
              wizard.pattern,
              wizard.template?.name,
            )}
            busy={submission.isLoading}
            errors={serverErrors}
            errorMessage={submission.error ? (errorMessage(submission.error) ?? null) : null}
            unmappedSectionFields={sections.unmapped}
            holdBack={deliveryPlan?.holdBack ?? null}
            pictures={
              withPictures
                ? {
                    fits: pictureFits(structure),
                    context: {
                      archiveChosen: wizard.images.file !== null,
                      names: wizard.images.names,
                      records: wizard.preview.records,
                    },
                  }
                : undefined
            }
            footer={
              <>
                <PreflightReport
                  {...preflight}
                  onCheckPictures={withPictures ? preflight.onCheckPictures : undefined}
                  onFixData={() => goTo(2)}
                />
                <DeliveryOptions
                  state={delivery}
                  plan={deliveryPlan}
                  headers={wizard.preview.headers}
                  allowed={deliveryAllowed}
                  errors={serverErrors}
                />
              </>
            }
            onBack={() => goTo(2)}
            onSubmit={() => void submit()}
          >
            <ImagesArchiveRefused error={imagesServerError} />
            <BatchOutputOptions options={dataOptions} errors={serverErrors} />
            {format === 'json' && (
              <p>The fields of each JSON object fill the tags of the same name (case-insensitive).</p>
            )}
            <SectionMappingFields
              sections={sections.sections}
              mapping={sections.mapping}
              onMap={sections.mapField}
              error={serverErrors['section_mapping']}
              structure={structure}
            />
            <SectionFieldsList structure={sections.unmappedStructure} />
            {wizard.template && (
              <RowPreviewPanel
                templateId={wizard.template.id}
                rows={rowsToPreview}
                locale={dataOptions.locale}
                withPictures={withPictures}
              />
            )}
          </MappingStep>
        )}
      </Card>
    </>
  );
}
