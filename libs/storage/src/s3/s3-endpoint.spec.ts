import { parseS3Endpoint } from './s3-endpoint';

describe('parseS3Endpoint', () => {
  it.each([
    ['http://127.0.0.1:9000', undefined, { endPoint: '127.0.0.1', port: 9000, useSSL: false }],
    [
      'https://s3.eu-west-1.amazonaws.com',
      undefined,
      { endPoint: 's3.eu-west-1.amazonaws.com', useSSL: true },
    ],
    ['minio:9000', undefined, { endPoint: 'minio', port: 9000, useSSL: false }],
    ['minio:9000', true, { endPoint: 'minio', port: 9000, useSSL: true }],
    ['https://minio', false, { endPoint: 'minio', useSSL: false }],
  ])('reads %p (useSSL %p)', (endpoint, useSSL, expected) => {
    expect(parseS3Endpoint(endpoint, useSSL)).toEqual({ port: undefined, ...expected });
  });

  it.each(['http://minio:9000/bucket', 'http://user:pw@minio:9000', 'http://minio?x=1'])(
    'rejects %p',
    (endpoint) => {
      expect(() => parseS3Endpoint(endpoint)).toThrow('S3 endpoint must be a host');
    },
  );
});
