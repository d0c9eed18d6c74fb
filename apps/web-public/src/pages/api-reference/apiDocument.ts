// The committed OpenAPI document of API v1, bundled when the site is built (docs/api-v1.md): it lives in docs/,
// outside any Nx project, and is plain data, so this one import crosses the project boundary.
// eslint-disable-next-line @nx/enforce-module-boundaries -- build-time data, not code of another project
import document from '../../../../../docs/api-v1.openapi.json';
import type { OpenApiDocument } from './apiReference';

export const API_V1_DOCUMENT = document as unknown as OpenApiDocument;
