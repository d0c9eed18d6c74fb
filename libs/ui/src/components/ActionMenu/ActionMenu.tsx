import { Ellipsis } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { buttonClassName } from '../Button/buttonClassName';
import { ConfirmDialog, type ConfirmDialogProps } from '../Dialog/ConfirmDialog';
import { menuClassNames } from '../Menu/menuClassNames';
import { Tooltip } from '../Tooltip/Tooltip';
import styles from './ActionMenu.module.css';

/** What a ConfirmDialog asks before the item acts (open, busy and the handlers are the menu's). */
export type ActionConfirmation = Omit<ConfirmDialogProps, 'open' | 'busy' | 'onConfirm' | 'onCancel'>;

export interface ActionMenuItem {
  id: string;
  label: string;
  onAction: () => void | Promise<void>;
  /** Shown in the danger colour: deletes, revokes, removes. */
  destructive?: boolean;
  /** Asks first; the dialog stays open and busy until `onAction` settles. */
  confirm?: ActionConfirmation;
  disabled?: boolean;
}

export interface ActionMenuProps {
  items: ActionMenuItem[];
  /** The trigger's accessible name. */
  label?: string;
}

/**
 * The "More actions" overflow button: secondary and destructive actions live here, away from a page's
 * primary actions. A React Aria Menu (arrow keys move, Enter acts, Escape closes and focus returns to the
 * button); an item with `confirm` opens a ConfirmDialog first.
 */
export function ActionMenu({ items, label = 'More actions' }: ActionMenuProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState<ActionMenuItem | null>(null);
  const [busy, setBusy] = useState(false);

  function closeConfirmation() {
    setConfirming(null);
    // The menu item that opened the dialog is gone; the trigger is where the user was.
    triggerRef.current?.focus();
  }

  async function run(item: ActionMenuItem) {
    setBusy(true);
    try {
      await item.onAction();
    } finally {
      setBusy(false);
      closeConfirmation();
    }
  }

  function select(id: React.Key) {
    const item = items.find((candidate) => candidate.id === id);
    if (!item) return;
    if (item.confirm) setConfirming(item);
    else void item.onAction();
  }

  return (
    <>
      <MenuTrigger>
        {/* An icon alone: the tooltip spells out its name for sighted mouse and keyboard users. */}
        <Tooltip content={label}>
          <Button
            ref={triggerRef}
            aria-label={label}
            className={buttonClassName({ variant: 'secondary', className: styles.trigger })}
          >
            <Ellipsis aria-hidden="true" size={18} />
          </Button>
        </Tooltip>
        <Popover placement="bottom end" className={menuClassNames.popover}>
          <Menu
            className={menuClassNames.menu}
            onAction={select}
            disabledKeys={items.filter((item) => item.disabled).map((item) => item.id)}
          >
            {items.map((item) => (
              <MenuItem
                key={item.id}
                id={item.id}
                className={menuClassNames.item}
                data-tone={item.destructive ? 'danger' : undefined}
              >
                {item.label}
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
      {confirming?.confirm && (
        <ConfirmDialog
          {...confirming.confirm}
          open
          busy={busy}
          onConfirm={() => void run(confirming)}
          onCancel={closeConfirmation}
        />
      )}
    </>
  );
}
