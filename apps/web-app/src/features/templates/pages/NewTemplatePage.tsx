import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  buttonClassName,
  FormErrorBox,
  PageHeader,
  PageSkeleton,
  SelectInput,
  SubmitButton,
  TextInput,
} from '@deckmill/ui';
import { errorMessage, fieldErrors, flashState } from '@deckmill/web-data';
import { paths } from '../../../config/paths';
import { useGetTeamsQuery } from '../../../api/teamListsApi';
import { FileDropZone } from '../components/FileDropZone';
import { nameFromFile } from '../components/formatting';
import { PlaceholderHelp } from '../components/PlaceholderHelp';
import { UploadProgress } from '../components/UploadProgress';
import { useTemplateUpload } from '../components/useTemplateUpload';
import styles from './NewTemplatePage.module.css';

/** /app/templates/new: name, .pptx file and, for team members, the team to share with. */
export function NewTemplatePage() {
  const navigate = useNavigate();
  const { data: teamsPage, isLoading: teamsLoading } = useGetTeamsQuery();
  const { upload, busy, progress, error } = useTemplateUpload();
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [teamId, setTeamId] = useState('');
  const errors = fieldErrors(error);
  const teams = teamsPage?.teams ?? [];
  const fieldKeys = new Set(Object.keys(errors));
  const generalError = fieldKeys.size === 0 ? errorMessage(error) : undefined;

  const pick = (picked: File | null) => {
    setFile(picked);
    if (picked && !name.trim()) setName(nameFromFile(picked.name));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    const template = await upload({ name, file, teamId });
    if (template) {
      // What the server removed (macros, references inside pictures) is said with the confirmation.
      const notice = ['Template was uploaded.', ...(template.notices ?? [])].join(' ');
      await navigate(paths.template(template.id), { state: flashState('notice', notice) });
    }
  };

  const header = (
    <PageHeader title="Upload Template" description="Upload a PowerPoint file with {{placeholders}}." />
  );
  // Whether "Share with team" shows depends on the teams: arriving later, it pushed the form's end and the help
  // below it down at 360 px (a layout shift of 0.045).
  if (teamsLoading)
    return (
      <>
        {header}
        <PageSkeleton label="Loading..." variant="form" fields={2} header={false} />
      </>
    );

  return (
    <>
      {header}
      <div className={styles.layout}>
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <FormErrorBox message={generalError} />
          <TextInput
            label="Template Name"
            name="name"
            placeholder="Sales Pitch Deck"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={errors['name']}
            disabled={busy}
          />
          <FileDropZone file={file} onChange={pick} error={errors['file']} disabled={busy} />
          {teams.length > 0 && (
            <SelectInput
              label="Share with team"
              name="team_id"
              value={teamId}
              onChange={(event) => setTeamId(event.target.value)}
              options={[
                { value: '', label: 'Only me' },
                ...teams.map((team) => ({ value: String(team.id), label: team.name })),
              ]}
              error={errors['team_id']}
              disabled={busy}
            />
          )}
          {busy && <UploadProgress fraction={progress} />}
          <div className={styles.actions}>
            <Link to={paths.templates} className={buttonClassName({ variant: 'secondary' })}>
              Cancel
            </Link>
            <SubmitButton busy={busy} busyLabel="Uploading..." disabled={!file}>
              Upload
            </SubmitButton>
          </div>
        </form>
        <PlaceholderHelp />
      </div>
    </>
  );
}
