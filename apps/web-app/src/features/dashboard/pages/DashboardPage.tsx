import { Link } from 'react-router';
import { buttonClassName, Card, EmptyState, FormErrorBox, PageHeader, UsageBar } from '@deckmill/ui';
import { errorMessage } from '@deckmill/web-data';
import { paths } from '../../../config/paths';
import { SampleOffer } from '../../../components/SampleOffer';
import { TeamInvitationsNotice } from '../components/TeamInvitationsNotice';
import { useGetDashboardQuery } from '../api/dashboardApi';
import { NotificationList } from '../components/NotificationList';
import { DashboardSkeleton } from '../components/DashboardSkeleton';
import { isNewUser } from '../components/dashboardFigures';
import { LimitReached } from '../components/LimitReached';
import { PlanLine } from '../components/PlanLine';
import { QuickActions } from '../components/QuickActions';
import { RecentOpens } from '../components/RecentOpens';
import { RecentPresentations } from '../components/RecentPresentations';
import { StatCards } from '../components/StatCards';
import styles from '../components/Dashboard.module.css';

/** /dashboard: welcome, plan, quick actions, stats, usage, recent presentations and recent opens of links. */
export function DashboardPage() {
  const { data, error, isLoading } = useGetDashboardQuery();
  if (isLoading) return <DashboardSkeleton />;
  if (error || !data) {
    return (
      <>
        <PageHeader title="Dashboard" />
        <FormErrorBox message={errorMessage(error)} />
      </>
    );
  }
  const firstName = data.user.name.trim().split(/\s+/)[0] || data.user.email;
  const greeting = isNewUser(data) ? 'Welcome' : 'Welcome back';

  return (
    <>
      <PageHeader title="Dashboard" description={`${greeting}, ${firstName}!`} />
      <TeamInvitationsNotice />
      <PlanLine dashboard={data} />
      <LimitReached dashboard={data} />
      {/* Before anything else on an empty dashboard: the quickest way to a first batch. */}
      {data.recent_presentations.length === 0 && <SampleOffer />}
      <QuickActions actions={data.quick_actions} />
      <StatCards stats={data.stats} />
      <div className={styles.section}>
        <Card>
          <UsageBar used={data.stats.presentations_this_month} limit={data.stats.usage_limit} />
        </Card>
      </div>
      <div className={styles.section}>
        <Card title="Recent Presentations">
          {data.recent_presentations.length > 0 ? (
            <RecentPresentations presentations={data.recent_presentations} />
          ) : (
            <EmptyState
              title="No presentations yet"
              headingLevel={3}
              action={
                <Link to={paths.newTemplate} className={buttonClassName()}>
                  Upload Template
                </Link>
              }
            />
          )}
        </Card>
        <RecentOpens />
        <NotificationList />
      </div>
    </>
  );
}
