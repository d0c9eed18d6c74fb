import type { Constructor } from '../mixin';
import { IsUrlWithScheme } from '../validators/is-url-with-scheme';
import { Variable } from '../variable.decorator';

/** A service's PostgreSQL database (each service keeps its tables in its own schema). */
export function WithDatabase<TBase extends Constructor>(Base: TBase) {
  class DatabaseVariables extends Base {
    @Variable({
      description: 'PostgreSQL connection URL, e.g. postgres://deckmill:secret@db:5432/deckmill.',
      sensitive: true,
    })
    @IsUrlWithScheme(['postgres', 'postgresql'])
    DATABASE_URL!: string;
  }
  return DatabaseVariables;
}
