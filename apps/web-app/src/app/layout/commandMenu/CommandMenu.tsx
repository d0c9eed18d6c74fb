import { useState } from 'react';
import {
  Autocomplete,
  Header,
  Input,
  Menu,
  MenuItem,
  MenuSection,
  SearchField,
  Text,
} from 'react-aria-components';
import { Search } from 'lucide-react';
import { useNavigate } from 'react-router';
import { MAX_NAME_SEARCH_LENGTH } from '@deckmill/api-contracts';
import { Dialog, menuClassNames, Spinner } from '@deckmill/ui';
import { useLocalMode } from '../../../lib/useLocalMode';
import { commandSections, type CommandItem } from './commandItems';
import { useCommandSearch } from './useCommandSearch';
import styles from './CommandMenu.module.css';

export interface CommandMenuProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Search or jump to…": a palette Dialog with a search field over a menu of pages, create actions, and the
 * templates and presentations whose names hold what is typed (searched on the server, across all of them).
 * It opens with its first row highlighted (Enter goes there at once); arrow keys move, Enter goes, Escape
 * clears the field and then closes; focus goes back to where it was.
 */
export function CommandMenu({ isOpen, onOpenChange }: CommandMenuProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={isOpen} title="Command menu" onClose={close} variant="palette">
      {/* Mounted only while open, so nothing is searched before the menu opens. */}
      <CommandMenuContent close={close} />
    </Dialog>
  );
}

function CommandMenuContent({ close }: { close: () => void }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const found = useCommandSearch(query);
  const local = useLocalMode();
  const sections = commandSections(query, found.templates, found.presentations, local);
  const byId = new Map(sections.flatMap((section) => section.items).map((item) => [item.id, item]));
  const count = byId.size;

  function go(id: string | number) {
    const item = byId.get(String(id));
    if (!item) return;
    close();
    void navigate(item.to);
  }

  function emptyState() {
    if (found.searching) return <p className={styles.empty}>Searching…</p>;
    if (found.failed) return <p className={styles.empty}>Could not search. Please try again.</p>;
    return <p className={styles.empty}>No matches for “{query.trim()}”</p>;
  }

  return (
    <Autocomplete inputValue={query} onInputChange={setQuery}>
      <SearchField aria-label="Search or jump to" autoFocus className={styles.searchField}>
        <Search className={styles.searchIcon} aria-hidden="true" size={18} />
        <Input className={styles.input} placeholder="Search or jump to…" maxLength={MAX_NAME_SEARCH_LENGTH} />
        {found.searching && <Spinner size="sm" decorative />}
      </SearchField>
      {/* autoFocus="first" is virtual focus here: the field keeps the caret, the first row is highlighted. */}
      <Menu
        aria-label="Results"
        autoFocus="first"
        className={styles.menu}
        onAction={go}
        renderEmptyState={emptyState}
      >
        {sections.map((section) => (
          <MenuSection key={section.name} id={section.name} className={styles.section}>
            <Header className={styles.sectionHeader}>{section.name}</Header>
            {section.items.map((item) => (
              <CommandMenuItem key={item.id} item={item} />
            ))}
          </MenuSection>
        ))}
      </Menu>
      <p role="status" className="dm-visually-hidden">
        {found.searching ? 'Searching…' : `${count} ${count === 1 ? 'result' : 'results'}`}
      </p>
      <p className={styles.footer} aria-hidden="true">
        <kbd>↑</kbd>
        <kbd>↓</kbd> to move, <kbd>Enter</kbd> to go, <kbd>Esc</kbd> to close
      </p>
    </Autocomplete>
  );
}

function CommandMenuItem({ item }: { item: CommandItem }) {
  const Icon = item.icon;
  return (
    <MenuItem id={item.id} textValue={item.label} className={menuClassNames.item} data-highlight="bar">
      <span className={styles.row}>
        {Icon && <Icon className={styles.itemIcon} aria-hidden="true" size={16} />}
        <Text slot="label" className={styles.itemLabel}>
          {item.label}
        </Text>
        {item.detail && (
          <Text slot="description" className={styles.itemDetail}>
            {item.detail}
          </Text>
        )}
      </span>
    </MenuItem>
  );
}
