import { useEffect, useState } from 'react';
import { getJson } from '../api/http';
import { parseHomeStats, type HomeStats } from './homeStats';

/** Fetches the live home statistics after hydration; null until they arrive or if the call fails. */
export function useHomeStats(): HomeStats | null {
  const [stats, setStats] = useState<HomeStats | null>(null);
  useEffect(() => {
    let active = true;
    getJson('/api/home')
      .then((response) => (response.ok ? parseHomeStats(response.body) : null))
      .catch(() => null)
      .then((next) => {
        if (active && next) setStats(next);
      });
    return () => {
      active = false;
    };
  }, []);
  return stats;
}
