import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isUrlWithScheme } from './is-url-with-scheme';

const HOST_AND_PORT = /^[A-Za-z0-9.-]+(:\d{1,5})?$/;

/** An http(s) URL, or a bare host with an optional port (the form the minio client takes). */
export function IsHostOrHttpUrl(validationOptions?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isHostOrHttpUrl',
      validator: {
        validate: (value) =>
          isUrlWithScheme(value, ['http', 'https']) ||
          (typeof value === 'string' && HOST_AND_PORT.test(value)),
        defaultMessage: () => 'must be an http:// or https:// URL, or host[:port]',
      },
    },
    validationOptions,
  );
}
