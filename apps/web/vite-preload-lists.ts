import type { Plugin } from 'vite';

type Bundle = Parameters<NonNullable<Extract<Plugin['generateBundle'], { handler: unknown }>['handler']>>[1];

type ResolveDependencies = (
  file: string,
  deps: string[],
  context: { hostId: string; hostType: 'html' | 'js' },
) => string[];

/**
 * Shorter preload lists for the lazy imports (docs/performance.md "The web's first page"). Vite writes, beside
 * each `import()`, the list of every file the imported chunk needs, so that the browser fetches them at once;
 * the back office's router holds one such list per route, so each new route made the first page bigger.
 * A file already loaded when the `import()` runs needs no preload: the entry's static imports, and the
 * importing chunk's own (the code that calls `import()` runs only once its chunk and their static imports are
 * in). This keeps those files out of the lists, through Vite's public `build.modulePreload.resolveDependencies`
 * and a `generateBundle` hook ordered before Vite's own. Leaving a file out of a list never breaks a page: its
 * static import still loads it.
 */
export function preloadLists(): { plugin: Plugin; resolveDependencies: ResolveDependencies } {
  let bundle: Bundle = {};
  let loadedBy = new Map<string, Set<string>>();
  return {
    plugin: {
      name: 'fletx:preload-lists',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
          loadedBy = new Map();
        },
      },
    },
    resolveDependencies(_file, deps, { hostId }) {
      let loaded = loadedBy.get(hostId);
      if (!loaded) {
        const entries = Object.values(bundle).flatMap((o) =>
          o.type === 'chunk' && o.isEntry ? [o.fileName] : [],
        );
        loaded = closure(bundle, [...entries, hostId]);
        loadedBy.set(hostId, loaded);
      }
      const known = loaded;
      return deps.filter((dep) => !known.has(dep));
    },
  };
}

/** The files `start` loads with them: themselves and their static imports, transitively. */
function closure(bundle: Bundle, start: string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...start];
  for (let file = todo.pop(); file !== undefined; file = todo.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const output = bundle[file];
    if (output?.type === 'chunk') todo.push(...output.imports);
  }
  return seen;
}
