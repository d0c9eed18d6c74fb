import { ValidateBy, type ValidationOptions } from 'class-validator';

export function isUrlWithScheme(value: unknown, schemes: readonly string[]): boolean {
  if (typeof value !== 'string' || !URL.canParse(value)) return false;
  const url = new URL(value);
  return schemes.includes(url.protocol.slice(0, -1)) && url.hostname !== '';
}

/** A URL whose scheme is one of `schemes` and that names a host, e.g. postgres://user@db:5432/app. */
export function IsUrlWithScheme(schemes: readonly string[], validationOptions?: ValidationOptions) {
  const allowed = schemes.map((scheme) => `${scheme}://`).join(' or ');
  return ValidateBy(
    {
      name: 'isUrlWithScheme',
      constraints: [schemes],
      validator: {
        validate: (value) => isUrlWithScheme(value, schemes),
        defaultMessage: () => `must be a URL starting with ${allowed}`,
      },
    },
    validationOptions,
  );
}
