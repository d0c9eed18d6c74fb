import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import {
  Card,
  FormErrorBox,
  PageHeader,
  PageSkeleton,
  SubmitButton,
  TextInput,
  useRecentlySuccessful,
} from '@deckmill/ui';
import { errorMessage, fieldErrors } from '@deckmill/web-data';
import type { TeamDetail } from '@deckmill/api-contracts';
import { paths } from '../../../config/paths';
import { useGetTeamQuery, useRenameTeamMutation } from '../api/teamsApi';
import { DeleteTeamSection } from '../components/DeleteTeamSection';
import { TeamLoadFailure } from '../components/TeamLoadFailure';
import styles from './TeamForm.module.css';

/** /app/teams/:id/edit: Team Settings, rename and delete; team admins only. */
export function EditTeamPage() {
  const { id = '' } = useParams();
  const { data: team, error, isLoading } = useGetTeamQuery(id);

  if (isLoading) return <PageSkeleton label="Loading team..." />;
  if (error || !team) return <TeamLoadFailure title="Team Settings" error={error} />;
  return <TeamSettings key={team.id} teamId={id} team={team} />;
}

function TeamSettings({ teamId, team }: { teamId: string; team: TeamDetail }) {
  const [name, setName] = useState(team.name);
  const [renameTeam, { isLoading, error }] = useRenameTeamMutation();
  const saved = useRecentlySuccessful();
  const errors = fieldErrors(error);
  const back = (
    <Link to={paths.team(teamId)} className={`${styles.back} dm-icon-text`}>
      <ArrowLeft aria-hidden="true" size={16} /> Back to {team.name}
    </Link>
  );

  if (team.role !== 'admin') {
    return (
      <>
        <PageHeader title="Team Settings" />
        {back}
        <FormErrorBox message="Only team admins can change team settings." />
      </>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await renameTeam({ id: teamId, name });
    if (!('error' in result)) saved.markSuccess();
  }

  return (
    <>
      <PageHeader title="Team Settings" />
      {back}
      <Card className={styles.card}>
        <form onSubmit={submit} className={styles.form}>
          <FormErrorBox message={errors.name ? undefined : errorMessage(error)} />
          <TextInput
            label="Team Name"
            name="name"
            required
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={errors.name}
          />
          <div className={styles.actions}>
            {saved.recentlySuccessful && <span role="status">Saved.</span>}
            <SubmitButton busy={isLoading} busyLabel="Saving...">
              Save Changes
            </SubmitButton>
          </div>
        </form>
      </Card>
      <DeleteTeamSection teamId={teamId} className={styles.danger} />
    </>
  );
}
