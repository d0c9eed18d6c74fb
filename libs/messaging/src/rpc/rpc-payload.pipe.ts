import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { invalidRequest } from './rpc-failures';

/** Validates an RPC payload against its contract; a bad one is answered with an `invalid_request` ServiceException. */
export class RpcPayloadPipe implements PipeTransform {
  constructor(private readonly schema: z.ZodType) {}

  transform(value: unknown): unknown {
    const parsed = this.schema.safeParse(value);
    if (!parsed.success) throw invalidRequest(parsed.error.issues);
    return parsed.data;
  }
}
