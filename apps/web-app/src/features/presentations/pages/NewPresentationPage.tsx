import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClassName, Card, EmptyState, FormErrorBox, PageHeader, Spinner } from '@deckmill/ui';
import { errorMessage, fieldErrors } from '@deckmill/web-data';
import { paths } from '../../../app/routing/paths';
import { useBulkCreateMutation, useGetWizardQuery } from '../api/presentationsApi';
import { SampleOffer } from '../components/SampleOffer';
import { MappingStep } from '../components/wizard/MappingStep';
import { TemplateStep } from '../components/wizard/TemplateStep';
import { UploadStep } from '../components/wizard/UploadStep';
import { bulkCreateForm, useWizardState } from '../components/wizard/useWizardState';
import { STEP_HEADING_IDS, WizardSteps, type WizardStep } from '../components/wizard/WizardSteps';

/** /app/presentations/new: the three-step wizard (spec 2.3, 4). `?template_id=` preselects and opens step 2. */
export function NewPresentationPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { data, error, isLoading } = useGetWizardQuery();
  const [bulkCreate, submission] = useBulkCreateMutation();
  const wizard = useWizardState();
  const preselected = useRef(false);
  const requestedId = Number(searchParams.get('template_id'));

  const { chooseTemplate, setStep } = wizard;
  // Next and Back replace the step the focus was in: move it to the new step's heading (not on first load).
  const focusStep = useRef<WizardStep | null>(null);
  const goTo = (step: WizardStep) => {
    focusStep.current = step;
    setStep(step);
  };
  useEffect(() => {
    if (focusStep.current !== wizard.step) return;
    focusStep.current = null;
    document.getElementById(STEP_HEADING_IDS[wizard.step])?.focus();
  }, [wizard.step]);
  useEffect(() => {
    if (preselected.current || !data) return;
    const requested = data.templates.find((template) => template.id === requestedId);
    if (!requested) return;
    preselected.current = true;
    chooseTemplate(requested);
    setStep(2);
  }, [data, requestedId, chooseTemplate, setStep]);

  const submit = async () => {
    const form = bulkCreateForm(wizard);
    if (!form) return;
    const created = await bulkCreate(form)
      .unwrap()
      .catch(() => null);
    if (created) await navigate(paths.presentation(created.id));
  };

  const header = (
    <PageHeader title="Create Presentations" description="One presentation per row of your CSV." />
  );
  if (isLoading) return <Spinner label="Loading templates..." />;
  if (error || !data) {
    return (
      <>
        {header}
        <FormErrorBox message={errorMessage(error)} />
      </>
    );
  }
  if (data.templates.length === 0) {
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
        <SampleOffer />
      </>
    );
  }

  const serverErrors = fieldErrors(submission.error);
  return (
    <>
      {header}
      <WizardSteps current={wizard.step} />
      <Card>
        {wizard.step === 1 && (
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
        {wizard.step === 2 && (
          <UploadStep
            fileName={wizard.file?.name ?? null}
            preview={wizard.preview}
            error={wizard.csvError}
            onFile={(file) => void wizard.chooseFile(file)}
            onBack={() => goTo(1)}
            onNext={() => goTo(3)}
          />
        )}
        {wizard.step === 3 && wizard.preview && (
          <MappingStep
            headers={wizard.preview.headers}
            mapping={wizard.mapping}
            onMap={wizard.mapColumn}
            batchName={wizard.batchName}
            onBatchName={wizard.setBatchName}
            pattern={wizard.pattern}
            onPattern={wizard.setPattern}
            busy={submission.isLoading}
            errors={serverErrors}
            errorMessage={submission.error ? (errorMessage(submission.error) ?? null) : null}
            onBack={() => goTo(2)}
            onSubmit={() => void submit()}
          />
        )}
      </Card>
    </>
  );
}
