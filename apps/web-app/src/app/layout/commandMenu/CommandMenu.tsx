import { useState } from 'react';
import {
  Autocomplete,
  Dialog,
  Header,
  Input,
  Menu,
  MenuItem,
  MenuSection,
  Modal,
  ModalOverlay,
  SearchField,
  Text,
} from 'react-aria-components';
import { Search } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useGetPresentationsQuery } from '../../../features/presentations/api/presentationsApi';
import { useGetTemplatesQuery } from '../../../features/templates/api/templatesApi';
import { commandSections, type CommandItem } from './commandItems';
import styles from './CommandMenu.module.css';

export interface CommandMenuProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Search or jump to…": a modal with a search field over a menu of pages, create actions, templates and
 * batches. Arrow keys move, Enter goes, Escape clears the field and then closes; React Aria gives focus back
 * to where it was.
 */
export function CommandMenu({ isOpen, onOpenChange }: CommandMenuProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog aria-label="Command menu" className={styles.dialog}>
          {({ close }) => <CommandMenuContent close={close} />}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** Mounted only while open, so the template and batch lists load when the menu opens, not before. */
function CommandMenuContent({ close }: { close: () => void }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  // Neither list takes a search parameter: the first page of each is searched here, in the browser.
  const templates = useGetTemplatesQuery();
  const presentations = useGetPresentationsQuery(1);
  const sections = commandSections(
    query,
    templates.data?.templates ?? [],
    presentations.data?.presentations ?? [],
  );
  const byId = new Map(sections.flatMap((section) => section.items).map((item) => [item.id, item]));
  const count = byId.size;
  const loading = query.trim() !== '' && (templates.isLoading || presentations.isLoading);

  function go(id: string | number) {
    const item = byId.get(String(id));
    if (!item) return;
    close();
    void navigate(item.to);
  }

  return (
    <Autocomplete inputValue={query} onInputChange={setQuery}>
      <SearchField aria-label="Search or jump to" autoFocus className={styles.searchField}>
        <Search className={styles.searchIcon} aria-hidden="true" size={18} />
        <Input className={styles.input} placeholder="Search or jump to…" />
      </SearchField>
      <Menu
        aria-label="Results"
        className={styles.menu}
        onAction={go}
        renderEmptyState={() => <p className={styles.empty}>No matches for “{query.trim()}”</p>}
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
        {loading ? 'Searching…' : `${count} ${count === 1 ? 'result' : 'results'}`}
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
    <MenuItem id={item.id} textValue={item.label} className={styles.item}>
      {Icon && <Icon className={styles.itemIcon} aria-hidden="true" size={16} />}
      <Text slot="label" className={styles.itemLabel}>
        {item.label}
      </Text>
      {item.detail && (
        <Text slot="description" className={styles.itemDetail}>
          {item.detail}
        </Text>
      )}
    </MenuItem>
  );
}
