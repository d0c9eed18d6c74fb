/**
 * Health probes and metric scrapes: kubelet and Prometheus call them every few seconds, so they are neither
 * traced nor logged at info (the access log writes them at debug).
 */
export function isProbePath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? url;
  return path === '/metrics' || path === '/api/health' || path.startsWith('/api/health/');
}
