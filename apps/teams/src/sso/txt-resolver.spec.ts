import { Logger } from '@nestjs/common';
import { SystemTxtResolver } from './txt-resolver';

function dnsError(code: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`queryTxt ${code}`), { code });
}

describe('SystemTxtResolver', () => {
  beforeEach(() => jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('joins each record from its chunks', async () => {
    const resolver = new SystemTxtResolver(async () => [['deckmill-verification=', 'abc'], ['v=spf1 -all']]);
    await expect(resolver.lookup('_deckmill-challenge.acme.test')).resolves.toEqual([
      'deckmill-verification=abc',
      'v=spf1 -all',
    ]);
  });

  it.each(['ENOTFOUND', 'ETIMEOUT', 'EBADNAME', 'ENOTIMP', 'ECANCELLED', 'SOMETHING_NEW'])(
    'answers no record (never a server error) when DNS fails with %s, and logs it',
    async (code) => {
      const resolver = new SystemTxtResolver(async () => {
        throw dnsError(code);
      });
      await expect(resolver.lookup('_deckmill-challenge.acme.test')).resolves.toEqual([]);
      expect(Logger.prototype.warn).toHaveBeenCalledWith(expect.stringContaining(code));
    },
  );
});
