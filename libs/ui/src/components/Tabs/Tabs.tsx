import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as RacTabs, type Key } from 'react-aria-components';
import styles from './Tabs.module.css';

export interface TabItem<K extends string> {
  id: K;
  label: string;
}

export interface TabsProps<K extends string> {
  /** Names the tab list, for example 'Team sections'. */
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (id: K) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * Tabs on React Aria: one Tab stop, arrow keys (and Home/End) move and select, the selected tab is announced
 * as selected, and the panel is labelled by its tab. Controlled, so a page can keep the tab in its address.
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, children }: TabsProps<K>) {
  const select = (key: Key) => {
    const tab = tabs.find((candidate) => candidate.id === key);
    if (tab) onSelect(tab.id);
  };
  return (
    <RacTabs selectedKey={selected} onSelectionChange={select} className={styles.tabs}>
      <TabList aria-label={label} className={styles.list}>
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} className={styles.tab}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanel id={selected} className={styles.panel}>
        {children}
      </TabPanel>
    </RacTabs>
  );
}
