import { GenerationConfig } from '../apps/generation.config';
import { EmbeddedConfig } from '../apps/embedded.config';
import { ConfigValidationError } from '../config-validation-error';
import { loadConfig } from '../load-config';

const distributed = {
  DATABASE_URL: 'postgresql://deckmill:pw@db:5432/deckmill',
  NATS_URL: 'nats://nats:4222',
  S3_ENDPOINT: 'http://minio:9000',
  S3_ACCESS_KEY: 'minio',
  S3_SECRET_KEY: 'minio-secret',
  ROW_ENCRYPTION_KEYS: `k1:${Buffer.alloc(32, 1).toString('base64')}`,
};

describe('image source variables', () => {
  it('default to 10 MB, 40 megapixels, 10 s, 3 redirects and a 64 MB cache in generation and embedded', () => {
    const expected = {
      IMAGE_MAX_MB: 10,
      IMAGE_MAX_MEGAPIXELS: 40,
      IMAGE_FETCH_TIMEOUT_MS: 10_000,
      IMAGE_FETCH_MAX_REDIRECTS: 3,
      IMAGE_CACHE_MB: 64,
    };
    expect(loadConfig(GenerationConfig, distributed)).toMatchObject(expected);
    expect(loadConfig(EmbeddedConfig, {})).toMatchObject(expected);
  });

  it('reads overrides and refuses values out of range', () => {
    expect(loadConfig(GenerationConfig, { ...distributed, IMAGE_MAX_MB: '25' }).IMAGE_MAX_MB).toBe(25);
    let issues: string[] = [];
    try {
      loadConfig(GenerationConfig, { ...distributed, IMAGE_MAX_MB: '0', IMAGE_FETCH_MAX_REDIRECTS: '11' });
    } catch (error) {
      if (!(error instanceof ConfigValidationError)) throw error;
      issues = error.issues.map((issue) => issue.variable).sort();
    }
    expect(issues).toEqual(['IMAGE_FETCH_MAX_REDIRECTS', 'IMAGE_MAX_MB']);
  });
});
