import { PageHeader, StatusBadge } from '@deckmill/ui';
import { adminPaths } from '../../../config/paths';
import { LoadState } from '../../../shared/LoadState';
import { TIER_OPTIONS } from '../../../shared/tiers';
import { useGetAdminStatsQuery } from '../api/dashboardApi';
import { CountList } from '../components/CountList';
import { RecentUsers } from '../components/RecentUsers';
import { StatCard } from '../components/StatCard';
import styles from './AdminDashboardPage.module.css';

/** /admin: stat cards, subscription breakdown, recent users and presentations by status. */
export function AdminDashboardPage() {
  const { data: stats, isLoading, error } = useGetAdminStatsQuery();
  const statuses = stats ? Object.entries(stats.presentationsByStatus) : [];

  return (
    <>
      <PageHeader title="Dashboard" />
      <LoadState isLoading={isLoading} error={error} what="the dashboard" />
      {stats && (
        <>
          <div className={styles.stats}>
            <StatCard
              label="Total Users"
              value={stats.totalUsers}
              to={adminPaths.users}
              detail={`${stats.confirmedUsers.toLocaleString('en-US')} confirmed`}
            />
            <StatCard label="Teams" value={stats.totalTeams} to={adminPaths.teams} />
            <StatCard label="Templates" value={stats.totalTemplates} to={adminPaths.templates} />
            {/* Presentations are decks made; the batches that made them are listed behind the card. */}
            <StatCard
              label="Presentations"
              value={stats.decksGenerated}
              to={adminPaths.presentations}
              detail={`in ${stats.totalPresentations.toLocaleString('en-US')} ${stats.totalPresentations === 1 ? 'batch' : 'batches'}`}
            />
          </div>
          <div className={styles.panels}>
            <CountList
              title="Last 7 days"
              rows={[
                { key: 'users', label: 'New users', count: stats.lastSevenDays.newUsers },
                { key: 'teams', label: 'New teams', count: stats.lastSevenDays.newTeams },
                { key: 'templates', label: 'New templates', count: stats.lastSevenDays.newTemplates },
                {
                  key: 'presentations',
                  label: 'New batches',
                  count: stats.lastSevenDays.newPresentations,
                },
              ]}
            />
            <CountList
              title="Subscription Breakdown"
              rows={TIER_OPTIONS.map((tier) => ({
                key: tier.value,
                label: tier.label,
                count: stats.subscriptionBreakdown[tier.value] ?? 0,
              }))}
            />
            <RecentUsers users={stats.recentUsers} />
            {statuses.length > 0 && (
              <CountList
                title="Presentations by Status"
                rows={statuses.map(([status, count]) => ({
                  key: status,
                  label: <StatusBadge status={status} />,
                  count,
                }))}
              />
            )}
          </div>
        </>
      )}
    </>
  );
}
