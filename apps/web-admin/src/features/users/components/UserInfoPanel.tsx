import type { ReactNode } from 'react';
import { Card, formatDate } from '@deckmill/ui';
import type { AdminUserDetail } from '../../../shared/adminTypes';
import { DetailList } from '../../../shared/DetailList';
import { tierLabel } from '../../../shared/tiers';

export interface UserInfoPanelProps {
  user: AdminUserDetail;
  /** The Edit / Cancel toggle. */
  actions: ReactNode;
  children?: ReactNode;
}

/** The user's information panel: Email, Name, Subscription, Status, Admin and Joined. */
export function UserInfoPanel({ user, actions, children }: UserInfoPanelProps) {
  return (
    <Card title="User Information" actions={actions}>
      {children ?? (
        <DetailList
          rows={[
            ['Email', user.email],
            ['Name', user.name || 'Not set'],
            ['Subscription', tierLabel(user.subscriptionTier)],
            [
              'Status',
              user.confirmedAt
                ? `Confirmed on ${formatDate(user.confirmedAt, { timeZone: 'UTC' })}`
                : 'Unconfirmed',
            ],
            ['Admin', user.admin ? 'Yes' : 'No'],
            ['Joined', formatDate(user.createdAt, { timeZone: 'UTC' })],
          ]}
        />
      )}
    </Card>
  );
}
