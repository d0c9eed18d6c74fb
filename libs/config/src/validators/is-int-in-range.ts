import { ValidateBy, type ValidationOptions } from 'class-validator';

/** One message for "not a number", "not whole" and "out of range" alike. */
export function IsIntInRange(min: number, max: number, validationOptions?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isIntInRange',
      constraints: [min, max],
      validator: {
        validate: (value) => Number.isInteger(value) && Number(value) >= min && Number(value) <= max,
        defaultMessage: () => `must be a whole number from ${min} to ${max}`,
      },
    },
    validationOptions,
  );
}
