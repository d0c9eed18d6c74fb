import { api } from '@deckmill/web-data';

/** A check of the gateway's readiness report: `required: false` ones fail without the site going dark. */
export interface DependencyCheck {
  status: 'ok' | 'error';
  required?: false;
}

/** GET /api/health/ready as the gateway answers it: 200 `degraded` while a dependency is away. */
export interface DependencyStatus {
  status: 'ok' | 'degraded' | 'error';
  /** Absent when a 503 is some other failure's answer (`{error, errors}`): then nothing is known to be away. */
  checks?: Partial<Record<'storage' | 'bus', DependencyCheck>>;
}

/** Whether the gateway reaches what features depend on (docs/operations.md, "Dependency outages"). */
export const dependencyStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDependencyStatus: build.query<DependencyStatus, void>({
      // A 503 (a process that is not ready) carries the same report.
      query: () => ({
        url: '/health/ready',
        validateStatus: (res) => res.status === 200 || res.status === 503,
      }),
    }),
  }),
});

export const { useGetDependencyStatusQuery } = dependencyStatusApi;
