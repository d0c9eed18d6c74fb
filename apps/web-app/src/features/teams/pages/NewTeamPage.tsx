import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClassName, Card, FormErrorBox, PageHeader, SubmitButton, TextInput } from '@deckmill/ui';
import { errorMessage, fieldErrors, flashState } from '@deckmill/web-data';
import { paths } from '../../../config/paths';
import { useCreateTeamMutation } from '../api/teamsApi';
import styles from './TeamForm.module.css';

/** /app/teams/new: one field, Team Name; the new team opens once created. */
export function NewTeamPage() {
  const [name, setName] = useState('');
  const [createTeam, { isLoading, error }] = useCreateTeamMutation();
  const navigate = useNavigate();
  const errors = fieldErrors(error, 'team');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const team = await createTeam({ name })
      .unwrap()
      .catch(() => null);
    if (team) {
      await navigate(paths.team(team.short_id), {
        state: flashState('notice', 'Team was successfully created.'),
      });
    }
  }

  return (
    <>
      <PageHeader title="Create Team" />
      <Card className={styles.card}>
        <form onSubmit={submit} className={styles.form}>
          <FormErrorBox message={errors.name ? undefined : errorMessage(error)} />
          <TextInput
            label="Team Name"
            name="name"
            required
            autoFocus
            placeholder="e.g., Marketing Team"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={errors.name}
          />
          <p className={styles.note}>You can invite members after creating the team.</p>
          <div className={styles.actions}>
            <Link to={paths.teams} className={buttonClassName({ variant: 'secondary' })}>
              Cancel
            </Link>
            <SubmitButton busy={isLoading} busyLabel="Creating...">
              Create Team
            </SubmitButton>
          </div>
        </form>
      </Card>
    </>
  );
}
