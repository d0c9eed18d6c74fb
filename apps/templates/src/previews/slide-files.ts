import path from 'node:path';

/** pdftoppm names pages `slide-1.png` or `slide-01.png` (padded to the page count): sort by number. */
export function slidesInOrder(directory: string, names: readonly string[]): string[] {
  return names
    .map((name) => ({ name, page: /^slide-(\d+)\.png$/.exec(name)?.[1] }))
    .filter((entry): entry is { name: string; page: string } => entry.page !== undefined)
    .sort((left, right) => Number(left.page) - Number(right.page))
    .map((entry) => path.join(directory, entry.name));
}
