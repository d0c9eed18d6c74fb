import { IsBoolean, IsIn, IsOptional, Matches } from 'class-validator';
import { DefaultFrom } from '../derived-default.decorator';
import type { Constructor } from '../mixin';
import { ToBoolean } from '../transforms';
import { IsHostOrHttpUrl } from '../validators/is-host-or-url';
import { IsText } from '../validators/is-text';
import { IsUrlWithScheme } from '../validators/is-url-with-scheme';
import { Variable } from '../variable.decorator';

export const S3_SSE_MODES = ['none', 'AES256', 'aws:kms'] as const;
export type S3SseMode = (typeof S3_SSE_MODES)[number];

// S3 bucket naming rules: 3-63 characters, lower-case letters, digits, dots and hyphens.
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** An S3-compatible object store (MinIO, AWS S3, ...), reached with the minio client. */
export function WithS3<TBase extends Constructor>(Base: TBase) {
  class S3Variables extends Base {
    @Variable({ description: 'S3 endpoint: http(s)://host:port or host[:port], e.g. http://minio:9000.' })
    @IsHostOrHttpUrl()
    S3_ENDPOINT!: string;

    @Variable({ description: 'S3 access key id.', sensitive: true })
    @IsText()
    S3_ACCESS_KEY!: string;

    @Variable({ description: 'S3 secret access key.', sensitive: true })
    @IsText()
    S3_SECRET_KEY!: string;

    @Variable({ description: 'Bucket holding templates and generated decks; created at start if missing.' })
    @Matches(BUCKET_NAME, { message: 'must be a valid S3 bucket name (3-63 of a-z, 0-9, "." and "-")' })
    S3_BUCKET = 'deckmill';

    @Variable({ description: 'S3 region.' })
    @IsText()
    S3_REGION = 'us-east-1';

    @Variable({ description: 'Use TLS for S3. Defaults to true when S3_ENDPOINT starts with https://.' })
    @ToBoolean()
    @DefaultFrom((config: S3Variables) => config.S3_ENDPOINT?.startsWith('https://') ?? false)
    @IsBoolean()
    S3_USE_SSL!: boolean;

    @Variable({
      description:
        'Origin browsers reach S3 at, when S3_ENDPOINT is a cluster-internal name: download and preview links are presigned for it, and the gateway CSP allows it.',
    })
    @IsOptional()
    @IsUrlWithScheme(['http', 'https'])
    S3_PUBLIC_ENDPOINT?: string;

    @Variable({
      description:
        'Server-side encryption asked for on every object written: none, AES256 (SSE-S3: keys managed by the S3 server) or aws:kms (SSE-KMS, with S3_SSE_KMS_KEY_ID). AWS S3 encrypts with AES256 anyway; MinIO refuses AES256 and aws:kms unless it has a KMS (MINIO_KMS_*), so the default is none. Production: AES256 or aws:kms.',
    })
    @IsIn(S3_SSE_MODES)
    S3_SSE: S3SseMode = 'none';

    @Variable({
      description:
        "KMS key id (or ARN) for S3_SSE=aws:kms; unset uses the bucket's or account's default KMS key.",
    })
    @IsOptional()
    @IsText()
    S3_SSE_KMS_KEY_ID?: string;
  }
  return S3Variables;
}
