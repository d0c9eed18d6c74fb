import { useState } from 'react';
import { useParams } from 'react-router';
import { Button, PageHeader } from '@deckmill/ui';
import { useFlash } from '@deckmill/web-data';
import { LoadState } from '../../../shared/LoadState';
import { useGetAdminUserQuery } from '../api/usersApi';
import { DeleteUserButton } from '../components/DeleteUserButton';
import { EditUserForm } from '../components/EditUserForm';
import styles from '../components/UserDetail.module.css';
import { UserInfoPanel } from '../components/UserInfoPanel';
import { UserPresentations } from '../components/UserPresentations';
import { UserTeams } from '../components/UserTeams';

/** /admin/users/:id: information panel, edit form, delete, teams and recent presentations. */
export function UserDetailPage() {
  const { id = '' } = useParams();
  const { data: user, isLoading, error } = useGetAdminUserQuery(id);
  const [editing, setEditing] = useState(false);
  const { show } = useFlash();

  function saved() {
    setEditing(false);
    show('notice', 'User was successfully updated.');
  }

  return (
    <>
      <PageHeader title="User Details" actions={user && <DeleteUserButton userId={user.id} />} />
      <LoadState isLoading={isLoading} error={error} what="this user" />
      {user && (
        <div className={styles.layout}>
          <UserInfoPanel
            user={user}
            actions={
              <Button variant="secondary" size="sm" onClick={() => setEditing((open) => !open)}>
                {editing ? 'Cancel' : 'Edit'}
              </Button>
            }
          >
            {editing ? <EditUserForm user={user} onSaved={saved} /> : undefined}
          </UserInfoPanel>
          <UserTeams teams={user.teams} />
          <UserPresentations presentations={user.presentations} />
        </div>
      )}
    </>
  );
}
