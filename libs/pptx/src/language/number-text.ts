// Reads a number as it appears in data: `1234.5`, `1,234.50`, `1.234,50`, `-3`, `1 234`, `€ 12` is not one.
const PLAIN = /^[-+]?\d+(\.\d+)?([eE][-+]?\d+)?$/;

export function parseNumberText(text: string): number | undefined {
  const compact = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  if (compact === '') return undefined;
  if (PLAIN.test(compact)) return Number(compact);
  const match = /^([-+]?)(\d[\d.,]*)$/.exec(compact);
  if (!match) return undefined;
  const digits = match[2];
  const lastComma = digits.lastIndexOf(',');
  const lastDot = digits.lastIndexOf('.');
  let normal: string;
  if (lastComma >= 0 && lastDot >= 0) {
    // Both present: the last one is the decimal separator.
    normal = lastComma > lastDot ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, '');
  } else if (lastComma >= 0) {
    // Only commas: grouping when every group has three digits (1,234,567), else a decimal comma.
    normal = /^\d{1,3}(,\d{3})+$/.test(digits) ? digits.replace(/,/g, '') : digits.replace(',', '.');
  } else {
    normal = /^\d{1,3}(\.\d{3}){2,}$/.test(digits) ? digits.replace(/\./g, '') : digits;
  }
  if (!PLAIN.test(normal)) return undefined;
  const value = Number(match[1] + normal);
  return Number.isFinite(value) ? value : undefined;
}
