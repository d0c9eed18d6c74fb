import { useState } from 'react';
import type { TeamDetail, TeamMember, TeamRole } from '@deckmill/api-contracts';
import { ConfirmDialog } from '@deckmill/ui';
import { useNavigate } from 'react-router';
import { errorMessage, flashState, useFlash } from '@deckmill/web-data';
import { paths } from '../../../config/paths';
import { useRemoveMemberMutation, useUpdateMemberRoleMutation } from '../api/teamsApi';
import { MemberRow } from './MemberRow';
import { SelfChangeDialog } from './SelfChangeDialog';
import { roleLabel } from './roles';
import styles from './MemberList.module.css';

/**
 * The member list. Admins get a role selector per member, disabled for the sole admin, and Remove, hidden
 * for the first admin found; the server enforces the same last-admin rule.
 */
export function MemberList({ teamId, team }: { teamId: string; team: TeamDetail }) {
  const [updateRole, roleState] = useUpdateMemberRoleMutation();
  const [removeMember, removeState] = useRemoveMemberMutation();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [demotingSelf, setDemotingSelf] = useState<TeamMember | null>(null);
  const { show } = useFlash();
  const navigate = useNavigate();
  const isSelf = (member: TeamMember) => member.id === team.my_member_id;
  const isAdmin = team.role === 'admin';
  const admins = team.members.filter((member) => member.role === 'admin');
  const firstAdminId = admins[0]?.id;

  async function changeRole(member: TeamMember, role: TeamRole) {
    const result = await updateRole({ id: teamId, memberId: member.id, role });
    setDemotingSelf(null);
    if ('error' in result) show('alert', errorMessage(result.error) ?? 'The role could not be changed.');
    else show('notice', `Role changed to ${roleLabel(role)} for ${member.user.email}.`);
  }

  function requestRoleChange(member: TeamMember, role: TeamRole) {
    // Giving up one's own admin rights cannot be undone alone: ask first.
    if (isSelf(member) && member.role === 'admin' && role === 'member') setDemotingSelf(member);
    else void changeRole(member, role);
  }

  async function confirmRemove() {
    if (!removing) return;
    const self = isSelf(removing);
    const result = await removeMember({ id: teamId, memberId: removing.id });
    setRemoving(null);
    if ('error' in result) show('alert', errorMessage(result.error) ?? 'The member could not be removed.');
    else if (self) await navigate(paths.teams, { state: flashState('notice', 'You left the team.') });
    else show('notice', `${removing.user.email} was removed from the team.`);
  }

  return (
    <>
      <ul className={styles.list} aria-label="Members">
        {team.members.map((member) => (
          <MemberRow
            key={member.id}
            member={member}
            manageable={isAdmin}
            roleLocked={member.role === 'admin' && admins.length === 1}
            removable={member.id !== firstAdminId}
            busy={roleState.isLoading || removeState.isLoading}
            onRoleChange={(role) => requestRoleChange(member, role)}
            onRemove={() => setRemoving(member)}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null && !isSelf(removing)}
        title="Remove Member"
        message="Are you sure you want to remove this member?"
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={removeState.isLoading}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
      <SelfChangeDialog
        change={removing !== null && isSelf(removing) ? 'remove' : demotingSelf ? 'demote' : null}
        busy={removeState.isLoading || roleState.isLoading}
        onConfirm={() => void (demotingSelf ? changeRole(demotingSelf, 'member') : confirmRemove())}
        onCancel={() => {
          setRemoving(null);
          setDemotingSelf(null);
        }}
      />
    </>
  );
}
