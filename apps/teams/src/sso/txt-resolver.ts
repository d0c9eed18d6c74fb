import { resolveTxt } from 'node:dns/promises';
import { Logger } from '@nestjs/common';

/** DNS TXT look-ups, a port so a unit test can answer them. */
export abstract class TxtResolver {
  /** Every TXT record of `name`, each joined from its chunks; empty when there is none or DNS fails. */
  abstract lookup(name: string): Promise<string[]>;
}

/** The system resolver (`resolve` replaceable so a unit test can make it fail). */
export class SystemTxtResolver extends TxtResolver {
  private readonly logger = new Logger('SsoTxtResolver');

  constructor(private readonly resolve: (name: string) => Promise<string[][]> = resolveTxt) {
    super();
  }

  async lookup(name: string): Promise<string[]> {
    try {
      return (await this.resolve(name)).map((chunks) => chunks.join(''));
    } catch (error) {
      // Any DNS failure (no record, a timeout, a name the resolver refuses) is "not verified yet", never a
      // server error: the admin can only fix their record and try again.
      const code = (error as NodeJS.ErrnoException | null)?.code ?? String(error);
      this.logger.warn(`TXT look-up of ${name} failed (${code}): domain left unverified`);
      return [];
    }
  }
}
