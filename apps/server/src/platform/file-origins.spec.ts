import { fileOriginsOf } from './file-origins';

const S3 = {
  driver: 's3',
  endpoint: 'http://minio:9000',
  accessKey: 'a',
  secretKey: 's',
  bucket: 'b',
  region: 'r',
} as const;

describe('fileOriginsOf', () => {
  it('answers the origin of the public S3 endpoint', () => {
    expect(fileOriginsOf({ storage: { ...S3, publicEndpoint: 'https://files.example.com:8443' } })).toEqual([
      'https://files.example.com:8443',
    ]);
  });

  it('answers none when links go to the internal endpoint', () => {
    expect(fileOriginsOf({ storage: S3 })).toEqual([]);
    expect(fileOriginsOf({ storage: undefined })).toEqual([]);
  });

  it("answers the origin the gateway's own file links are signed for", () => {
    expect(
      fileOriginsOf({
        storage: {
          driver: 'filesystem',
          rootDir: '/tmp/x',
          fileUrls: { secret: 's', baseUrl: 'http://localhost:3000/' },
          encryptionKey: Buffer.alloc(32, 1),
        },
      }),
    ).toEqual(['http://localhost:3000']);
  });
});
