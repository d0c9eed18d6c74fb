/** What the minio client needs to reach a server. */
export interface S3Connection {
  endPoint: string;
  port?: number;
  useSSL: boolean;
}

/**
 * Accepts `http(s)://host[:port]` or a bare `host[:port]`. A URL's scheme decides TLS unless `useSSL` is given.
 */
export function parseS3Endpoint(endpoint: string, useSSL?: boolean): S3Connection {
  const hasScheme = /^https?:\/\//i.test(endpoint);
  const url = new URL(hasScheme ? endpoint : `http://${endpoint}`);
  if (url.pathname !== '/' || url.search || url.username) {
    throw new Error(`S3 endpoint must be a host with an optional port, without path, query or credentials`);
  }
  const secure = useSSL ?? url.protocol === 'https:';
  return { endPoint: url.hostname, port: url.port ? Number(url.port) : undefined, useSSL: secure };
}
