// The data options live in the wizard's reducer now; rowPreviewValues.ts still imports GROUP_ROWS from here.
export { GROUP_ROWS } from './dataOptions';
