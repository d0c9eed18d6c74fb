import { DownloadLinkSigner, downloadLinkSigner } from './download-link-signer';

const LINK = {
  key: 'templates/7/source.pptx',
  downloadName: 'Offer.pptx',
  record: { event: 'template.downloaded', facts: { templateId: 7 } },
};

function tokenOf(path: string): string {
  return path.slice('/api/links/'.length);
}

describe('DownloadLinkSigner', () => {
  let now = 1_800_000_000_000;
  const signer = new DownloadLinkSigner('secret', () => now);

  it('gives back what it signed until the link expires', () => {
    const path = signer.sign(LINK, 60);
    expect(path).toMatch(/^\/api\/links\/[\w-]+\.[\w-]+$/);
    expect(signer.verify(tokenOf(path))).toEqual({ valid: true, ...LINK });
    now += 61_000;
    expect(signer.verify(tokenOf(path))).toEqual({ valid: false, reason: 'expired' });
  });

  it('refuses a changed payload, another key and garbage', () => {
    const [payload, sig] = tokenOf(signer.sign(LINK, 60)).split('.');
    const changed = Buffer.from(
      Buffer.from(payload ?? '', 'base64url')
        .toString()
        .replace('source', 'other'),
    ).toString('base64url');
    expect(signer.verify(`${changed}.${sig}`)).toEqual({ valid: false, reason: 'bad-signature' });
    expect(new DownloadLinkSigner('other').verify(`${payload}.${sig}`)).toEqual({
      valid: false,
      reason: 'bad-signature',
    });
    expect(signer.verify('nothing')).toEqual({ valid: false, reason: 'malformed' });
  });

  it('derives one key per storage secret, the same in every service', () => {
    const s3 = {
      driver: 's3',
      endpoint: 'http://s3',
      accessKey: 'a',
      secretKey: 'k',
      bucket: 'b',
      region: 'r',
    } as const;
    const path = downloadLinkSigner(s3).sign(LINK, 60);
    expect(downloadLinkSigner(s3).verify(tokenOf(path)).valid).toBe(true);
    expect(downloadLinkSigner({ ...s3, secretKey: 'other' }).verify(tokenOf(path)).valid).toBe(false);
  });
});
