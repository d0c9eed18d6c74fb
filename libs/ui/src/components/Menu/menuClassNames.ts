import styles from './Menu.module.css';

/**
 * The class names of a dropdown menu's parts, for React Aria's Popover, Menu and MenuItem: ActionMenu, the
 * app's account menu and its command menu look alike through them. A MenuItem may carry `data-tone="danger"`
 * (deletes, revokes) or `data-highlight="bar"` (a row picked while typing in a search field).
 */
export const menuClassNames = {
  popover: styles.popover,
  menu: styles.menu,
  item: styles.item,
} as const;
