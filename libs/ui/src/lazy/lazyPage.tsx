import { lazy, type ComponentType } from 'react';

/** A page loaded on first visit (its own chunk), with `preload` to fetch it ahead of time. */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * `lazyPage(() => import('.../SignInPage'), 'SignInPage')`: pages stay named exports, and the chunk is fetched
 * once however often it is preloaded or rendered. Until it has arrived the page suspends (the app's layout shows
 * a page skeleton); once it has, the page renders at once, so later visits never suspend.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyPage {
  let Loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () =>
    (loading ??= load().then((module) => {
      Loaded = module[name];
      return { default: Loaded };
    }));
  const Suspending = lazy(loadOnce);
  const Page = () => (Loaded ? <Loaded /> : <Suspending />);
  return Object.assign(Page, { preload: loadOnce });
}
