import { FileUrlSigner } from './file-url-signer';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);

function signerAt(now: number, secret = 'file-url-secret'): FileUrlSigner {
  return new FileUrlSigner({ secret, baseUrl: 'http://localhost:3000/', now: () => now });
}

function pathAndQuery(url: string): string {
  const { pathname, search } = new URL(url);
  return pathname + search;
}

describe('FileUrlSigner', () => {
  it('mints gateway URLs with an expiry and a signature', () => {
    const url = signerAt(NOW).sign('exports/batch 1/deck.pptx', { expiresSeconds: 300 });

    expect(url).toMatch(
      /^http:\/\/localhost:3000\/api\/files\/exports\/batch%201\/deck\.pptx\?expires=1767269100&sig=[\w-]+$/,
    );
  });

  it('accepts its own URLs until they expire, with the key and download name', () => {
    const url = pathAndQuery(
      signerAt(NOW).sign('a/Zoë.pptx', { expiresSeconds: 60, downloadName: 'Zoë deck.pptx' }),
    );

    expect(signerAt(NOW + 60_000).verify(url)).toEqual({
      valid: true,
      key: 'a/Zoë.pptx',
      downloadName: 'Zoë deck.pptx',
    });
    expect(signerAt(NOW + 61_000).verify(url)).toEqual({ valid: false, reason: 'expired' });
  });

  it('rejects changed keys, expiries, names and other secrets', () => {
    const url = pathAndQuery(
      signerAt(NOW).sign('a/deck.pptx', { expiresSeconds: 60, downloadName: 'deck.pptx' }),
    );
    const verifier = signerAt(NOW);

    expect(verifier.verify(url.replace('a/deck', 'b/deck'))).toEqual({
      valid: false,
      reason: 'bad-signature',
    });
    expect(verifier.verify(url.replace(/expires=\d+/, 'expires=9999999999'))).toEqual({
      valid: false,
      reason: 'bad-signature',
    });
    expect(verifier.verify(url.replace('name=deck.pptx', 'name=evil.exe'))).toEqual({
      valid: false,
      reason: 'bad-signature',
    });
    expect(verifier.verify(url.replace(/&name=[^&]+/, ''))).toEqual({
      valid: false,
      reason: 'bad-signature',
    });
    expect(signerAt(NOW, 'another-secret').verify(url)).toEqual({ valid: false, reason: 'bad-signature' });
  });

  it('tells malformed URLs and other paths apart', () => {
    const verifier = signerAt(NOW);

    expect(verifier.verify('/api/other/x?expires=1&sig=x')).toEqual({
      valid: false,
      reason: 'not-a-file-url',
    });
    expect(verifier.verify('/api/files/x?expires=soon&sig=x')).toEqual({ valid: false, reason: 'malformed' });
    expect(verifier.verify('/api/files/x?expires=1')).toEqual({ valid: false, reason: 'malformed' });
    expect(verifier.verify('/api/files/%E0%A4%A?expires=1&sig=x')).toEqual({
      valid: false,
      reason: 'malformed',
    });
  });
});
