import { IsBoolean, IsOptional, Matches } from 'class-validator';
import { DefaultFrom } from '../derived-default.decorator';
import type { Constructor } from '../mixin';
import { ToBoolean } from '../transforms';
import { IsHostOrHttpUrl } from '../validators/is-host-or-url';
import { IsText } from '../validators/is-text';
import { IsUrlWithScheme } from '../validators/is-url-with-scheme';
import { Variable } from '../variable.decorator';

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
  }
  return S3Variables;
}
