/**
 * What a mapping puts in row 1's deck, shown under each placeholder's column choice so a wrong match is
 * seen before the batch runs.
 */
export function rowOneHint(
  headers: readonly string[],
  firstRow: readonly string[] | undefined,
  column: string,
): string | undefined {
  if (column === '' || !firstRow) return undefined;
  const value = firstRow[headers.indexOf(column)] ?? '';
  return value.trim() === '' ? 'Row 1: (empty)' : `Row 1: ${value}`;
}
