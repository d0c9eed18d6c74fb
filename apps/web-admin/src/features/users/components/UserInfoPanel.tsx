import type { ReactNode } from 'react';
import { Card } from '@deckmill/ui';
import type { AdminUserDetail } from '../../../shared/adminTypes';
import { formatDate } from '../../../shared/formatDate';
import { tierLabel } from '../../../shared/tiers';
import styles from './UserDetail.module.css';

export interface UserInfoPanelProps {
  user: AdminUserDetail;
  /** The Edit / Cancel toggle. */
  actions: ReactNode;
  children?: ReactNode;
}

/** Spec 2.4's information panel: Email, Name, Subscription, Status, Admin and Joined. */
export function UserInfoPanel({ user, actions, children }: UserInfoPanelProps) {
  return (
    <Card title="User Information" actions={actions}>
      {children ?? (
        <dl className={styles.info}>
          <dt>Email</dt>
          <dd>{user.email}</dd>
          <dt>Name</dt>
          <dd>{user.name || 'Not set'}</dd>
          <dt>Subscription</dt>
          <dd>{tierLabel(user.subscriptionTier)}</dd>
          <dt>Status</dt>
          <dd>{user.confirmedAt ? `Confirmed on ${formatDate(user.confirmedAt)}` : 'Unconfirmed'}</dd>
          <dt>Admin</dt>
          <dd>{user.admin ? 'Yes' : 'No'}</dd>
          <dt>Joined</dt>
          <dd>{formatDate(user.createdAt)}</dd>
        </dl>
      )}
    </Card>
  );
}
