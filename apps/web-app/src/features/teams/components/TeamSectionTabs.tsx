import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs } from '@deckmill/ui';

/** The sections of a team's page an admin sees; each is `?tab=` on the page's address (members: none). */
export type TeamSection = 'members' | 'activity' | 'sso';

const TABS: readonly { id: TeamSection; label: string }[] = [
  { id: 'members', label: 'Members' },
  { id: 'activity', label: 'Activity' },
  { id: 'sso', label: 'Single sign-on' },
];

/**
 * Members, Activity and Single sign-on on a team's page (admins only), as tabs: arrow keys move between
 * them, and the choice is kept in `?tab=` so each section has its own address (Back returns to the last).
 */
export function TeamSectionTabs({
  current,
  withSso = true,
  children,
}: {
  current: TeamSection;
  /** false: no Single sign-on tab (local mode has none). */
  withSso?: boolean;
  children: ReactNode;
}) {
  const [, setSearch] = useSearchParams();
  return (
    <Tabs
      label="Team sections"
      tabs={withSso ? TABS : TABS.filter((tab) => tab.id !== 'sso')}
      selected={current}
      onSelect={(section) => setSearch(section === 'members' ? {} : { tab: section })}
    >
      {children}
    </Tabs>
  );
}
