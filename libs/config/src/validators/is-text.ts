import { ValidateBy, type ValidationOptions } from 'class-validator';

/** A string of at least `minLength` characters (default: not empty). */
export function IsText(minLength = 1, validationOptions?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isText',
      constraints: [minLength],
      validator: {
        validate: (value) => typeof value === 'string' && value.length >= minLength,
        defaultMessage: () =>
          minLength === 1 ? 'must not be empty' : `must be at least ${minLength} characters long`,
      },
    },
    validationOptions,
  );
}
