/**
 * Which CSV column fills each placeholder when the user has not said: the rule the wizard and the CLI share.
 *
 * Three passes, each only over the placeholders and columns the earlier passes left:
 * 1. exact: the column is spelt like the placeholder (`ph_1` ↔ `ph_1`);
 * 2. normalised: equal once case, spaces, `_` and `-` are ignored (`first_name` ↔ `First Name`);
 * 3. containment (the last resort): the first column whose normalised name contains the placeholder's
 *    or is contained in it (`company` ↔ `Company Name`).
 * A column taken by an exact or normalised match is never given to another placeholder by containment, so
 * `ph_10` cannot land on `ph_1`, nor `{{name}}` on `company_name` when a `name` column exists.
 * `containment: false` stops after pass 2: inside a section an outer field must not land on an item key that
 * merely contains its name (`{{total}}` on `subtotal`), since without a mapping it reads the deck's own value.
 */
export function autoMapColumns(
  placeholders: readonly string[],
  headers: readonly string[],
  { containment = true }: { readonly containment?: boolean } = {},
): Record<string, string | null> {
  const mapping = new Map<string, string | null>(placeholders.map((placeholder) => [placeholder, null]));
  const claimed = new Set<string>();
  const pass = (matches: (placeholder: string, header: string) => boolean, claim: boolean) => {
    for (const placeholder of placeholders) {
      if (mapping.get(placeholder) !== null) continue;
      const header = headers.find((candidate) => !claimed.has(candidate) && matches(placeholder, candidate));
      if (header === undefined) continue;
      mapping.set(placeholder, header);
      if (claim) claimed.add(header);
    }
  };
  pass((placeholder, header) => placeholder.trim() === header.trim(), true);
  pass((placeholder, header) => normaliseName(placeholder) === normaliseName(header), true);
  if (!containment) return Object.fromEntries(mapping);
  pass((placeholder, header) => {
    const wanted = normaliseName(placeholder);
    const name = normaliseName(header);
    return wanted !== '' && name !== '' && (name.includes(wanted) || wanted.includes(name));
  }, false);
  return Object.fromEntries(mapping);
}

/** A name without case, spaces, `_` or `-`: `First_Name`, `first name` and `first-name` are one. */
export function normaliseName(name: string): string {
  return name.toLowerCase().replace(/[\s_-]+/g, '');
}
