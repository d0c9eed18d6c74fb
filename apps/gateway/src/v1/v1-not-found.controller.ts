import { All } from '@nestjs/common';
import { RequireScope } from '../auth';
import { V1Controller } from './v1-controller';
import { V1Error } from './v1-error';

/**
 * Any other path under /api/v1 (or a method a path does not take): 404 `not_found` in v1's error body, with
 * the rate-limit headers, instead of the rest of the API's error. Registered after every v1 route.
 */
@V1Controller('')
export class V1NotFoundController {
  @All('*path')
  @RequireScope('any')
  notFound(): never {
    throw new V1Error(404, 'not_found', 'There is no such route in API v1. See /api/v1/openapi.json.');
  }
}
