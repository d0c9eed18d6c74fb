import type { TeamMember, TeamRole } from '@deckmill/api-contracts';
import { Button } from '@deckmill/ui';
import { ROLE_OPTIONS, roleLabel } from './roles';
import styles from './MemberList.module.css';

interface MemberRowProps {
  member: TeamMember;
  /** The viewer is a team admin: role selector and Remove instead of the role as text. */
  manageable: boolean;
  roleLocked: boolean;
  removable: boolean;
  busy: boolean;
  onRoleChange: (role: TeamRole) => void;
  onRemove: () => void;
}

/** One member: name (or email), email, and the role as text or, for admins, a selector and Remove. */
export function MemberRow({
  member,
  manageable,
  roleLocked,
  removable,
  busy,
  onRoleChange,
  onRemove,
}: MemberRowProps) {
  const displayName = member.user.name || member.user.email || 'Former user';
  return (
    <li className={styles.row}>
      <div className={styles.who}>
        <span className={styles.name}>{displayName}</span>
        {member.user.name && member.user.email && <span className={styles.email}>{member.user.email}</span>}
      </div>
      {manageable ? (
        <div className={styles.controls}>
          <select
            className={styles.select}
            aria-label={`Role of ${displayName}`}
            value={member.role}
            disabled={roleLocked || busy}
            title={roleLocked ? 'A team needs at least one admin.' : undefined}
            onChange={(event) => onRoleChange(event.target.value === 'admin' ? 'admin' : 'member')}
          >
            {ROLE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {removable && (
            <Button
              variant="ghost"
              size="sm"
              onClick={onRemove}
              disabled={busy}
              aria-label={`Remove ${displayName}`}
            >
              Remove
            </Button>
          )}
        </div>
      ) : (
        <span className={styles.role}>{roleLabel(member.role)}</span>
      )}
    </li>
  );
}
