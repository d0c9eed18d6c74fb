import type { TeamMember, TeamRole } from '@deckmill/api-contracts';
import { Badge, Button, TooltipHint } from '@deckmill/ui';
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

/**
 * One member: name (or email), email, and the role as a badge or, for admins, a selector and Remove. The sole
 * admin's role cannot change, so it is a badge too (a greyed-out selector read as broken).
 */
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
          {roleLocked ? (
            <TooltipHint content="A team needs at least one admin.">
              <Badge tone="blue">{roleLabel(member.role)}</Badge>
            </TooltipHint>
          ) : (
            <select
              className={styles.select}
              aria-label={`Role of ${displayName}`}
              value={member.role}
              disabled={busy}
              onChange={(event) => onRoleChange(event.target.value === 'admin' ? 'admin' : 'member')}
            >
              {ROLE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
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
        <Badge tone={member.role === 'admin' ? 'blue' : 'grey'}>{roleLabel(member.role)}</Badge>
      )}
    </li>
  );
}
