import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { bulkCreateFormData } from '@deckmill/api-contracts';
import { buttonClassName, Card, EmptyState, FormErrorBox, PageHeader, PageSkeleton } from '@deckmill/ui';
import { errorMessage, fieldErrors, flashState, useCurrentUser } from '@deckmill/web-data';
import { paths } from '../../../config/paths';
import { useBulkCreateMutation, useGetWizardQuery } from '../api/presentationsApi';
import { LeaveWizardDialog } from '../components/wizard/LeaveWizardDialog';
import { unmappedPlaceholders } from '../components/wizard/autoMap';
import { fileKey, usePreflight } from '../components/wizard/usePreflight';
import { quotaAllows } from '../components/wizard/quota';
import { SampleDataOffer } from '../components/wizard/SampleDataOffer';
import { TemplateStep } from '../components/wizard/TemplateStep';
import { useSampleData } from '../components/wizard/useSampleData';
import { useWizard } from '../components/wizard/useWizard';
import { useWizardStepParam } from '../components/wizard/useWizardStepParam';
import { WizardMappingStep } from '../components/wizard/WizardMappingStep';
import { WizardUploadStep } from '../components/wizard/WizardUploadStep';
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
  // Mailing each deck is for paid plans (the server refuses it on the free plan).
  const deliveryAllowed = user !== null && user.subscription_tier !== 'free';
  const wizard = useWizard({ deliveryAllowed });
  const { state, dispatch } = wizard;
  const created = useRef(false);
  const preselected = useRef(false);
  const sampleRequested = useRef(false);
  const requestedId = Number(searchParams.get('template_id'));
  const reachable: WizardStep = !state.template ? 1 : !state.preview ? 2 : 3;
  const { step, setStep } = useWizardStepParam(reachable);
  const quota = user
    ? { current_month_usage: user.current_month_usage, usage_limit: user.usage_limit }
    : null;

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
    dispatch({ type: 'templateChosen', template: requested });
    setStep(2, { replace: true });
  }, [data, requestedId, dispatch, setStep]);

  const sample = useSampleData(data?.templates ?? [], async (template, csv, images) => {
    // The sample's decks are named after its company column ("Northwind Traders.pptx") by the suggestion.
    dispatch({ type: 'templateChosen', template });
    if (images) void wizard.chooseImages(images);
    const loaded = await wizard.chooseFile(csv);
    // Straight to the mapping, unless the allowance is short: step 2 then offers the first N or an upgrade.
    if (loaded) goTo(quotaAllows(loaded.totalRows, quota, null) ? 3 : 2);
  });
  useEffect(() => {
    if (sampleRequested.current || !data || searchParams.get('sample') !== '1') return;
    sampleRequested.current = true;
    void sample.start();
  }, [data, searchParams, sample]);

  // Step 3 checks the data as soon as every placeholder has a column, and after each change.
  const preflightReady =
    step === 3 &&
    state.preview !== null &&
    unmappedPlaceholders(wizard.mapped).length === 0 &&
    wizard.sections.unmapped.length === 0;
  const preflight = usePreflight(
    preflightReady ? wizard.request : null,
    JSON.stringify([
      state.template?.id,
      fileKey(wizard.file),
      state.dataset.status === 'ready' ? state.dataset.id : null,
      wizard.mapped,
      state.groupBy,
      state.locale,
      wizard.sections.mapping,
      state.rowLimit,
    ]),
  );

  const submit = async () => {
    if (!wizard.request) return;
    dispatch({ type: 'submitted' });
    const batch = await bulkCreate(bulkCreateFormData(wizard.request))
      .unwrap()
      .catch(() => null);
    if (!batch) return;
    created.current = true;
    const decks = batch.row_count === 1 ? '1 presentation' : `${batch.row_count} presentations`;
    await navigate(paths.presentation(batch.id), {
      state: flashState('notice', `Generating ${decks}. This page follows its progress.`),
    });
  };

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
  if (data.templates.length === 0 && !state.template) {
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
      </>
    );
  }

  const serverErrors = fieldErrors(submission.error);
  const imagesError =
    state.images.file !== null && state.images.file === state.sentImages
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
            selectedId={state.template?.id ?? null}
            onSelect={(id) => {
              const chosen = data.templates.find((template) => template.id === id);
              if (chosen) dispatch({ type: 'templateChosen', template: chosen });
            }}
            onNext={() => goTo(2)}
          />
        )}
        {step === 2 && (
          <WizardUploadStep
            wizard={wizard}
            quota={quota}
            imagesError={imagesError}
            onBack={() => goTo(1)}
            onNext={() => goTo(3)}
          />
        )}
        {step === 3 && state.preview && (
          <WizardMappingStep
            wizard={wizard}
            preview={state.preview}
            preflight={preflight}
            deliveryAllowed={deliveryAllowed}
            submission={{
              busy: submission.isLoading,
              errors: serverErrors,
              errorMessage: submission.error ? (errorMessage(submission.error) ?? null) : null,
            }}
            imagesError={imagesError}
            onBack={() => goTo(2)}
            onSubmit={() => void submit()}
          />
        )}
      </Card>
    </>
  );
}
