// A Vite plugin that fails the client build if any module of the signed-in app, the admin panel or their
// data layer ends up in the public bundle: visitors must not download app code.
const FORBIDDEN = /[\\/](apps[\\/]web-app|apps[\\/]web-admin|libs[\\/]web-data)[\\/]/;

export function publicOnlyGuard() {
  return {
    name: 'deckmill-public-only-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const leaked = output.moduleIds.filter((id) => FORBIDDEN.test(id));
        if (leaked.length > 0) {
          this.error(`The public site bundles app or admin code: ${leaked.join(', ')}`);
        }
      }
    },
  };
}
