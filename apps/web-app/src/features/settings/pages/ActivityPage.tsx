import { Card, PageHeader } from '@deckmill/ui';
import { ActivityFeed } from '../../../components/activity/ActivityFeed';

/** /settings/activity: what the user did and what was done to their account, newest first. */
export function ActivityPage() {
  return (
    <>
      <PageHeader
        title="Activity"
        description="Sign-ins, changes and downloads on your account, with when and where they happened."
      />
      <Card>
        <ActivityFeed path="/settings/activity" label="Your activity" />
      </Card>
    </>
  );
}
