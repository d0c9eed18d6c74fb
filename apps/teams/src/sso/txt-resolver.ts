import { resolveTxt } from 'node:dns/promises';
import { Injectable } from '@nestjs/common';

/** DNS TXT look-ups, a port so a unit test can answer them. */
export abstract class TxtResolver {
  /** Every TXT record of `name`, each joined from its chunks; empty when there is none. */
  abstract lookup(name: string): Promise<string[]>;
}

const NO_RECORD = new Set(['ENOTFOUND', 'ENODATA', 'ESERVFAIL', 'EREFUSED', 'ETIMEOUT', 'ECONNREFUSED']);

@Injectable()
export class SystemTxtResolver extends TxtResolver {
  async lookup(name: string): Promise<string[]> {
    try {
      return (await resolveTxt(name)).map((chunks) => chunks.join(''));
    } catch (error) {
      // A missing or unreachable record is "not verified yet", never a server error.
      if (NO_RECORD.has((error as NodeJS.ErrnoException).code ?? '')) return [];
      throw error;
    }
  }
}
