import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { compileCatalogModule } from '../src/shared/messages/compile-catalog.ts';

const catalogFile = /[\\/]messages[\\/][a-z]{2}[\\/][\w-]+\.json$/;
/** Vite reads any id ending in .json as data, so a compiled catalog gets a module id of its own. */
const compiledSuffix = '.messages.js';

/** The module id, and so the build manifest's key, of a compiled catalog, e.g. 'messages/nl/site.json.messages.js'. */
export function compiledCatalogId(catalogPath: string): string {
  return `${catalogPath}${compiledSuffix}`;
}

/**
 * `import catalog from '@messages/nl/site.json'` gives the catalog compiled to
 * an ES module of message functions (see compileCatalogModule).
 */
export function messagesPlugin(): Plugin {
  return {
    name: 'messages',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      // Vite's dependency scan (which flags its calls with `scan`, absent from
      // the public type) reads files from disk and needs no compiled catalog.
      if (!source.endsWith('.json') || (options as { scan?: boolean }).scan) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && catalogFile.test(resolved.id) ? compiledCatalogId(resolved.id) : null;
    },
    async load(id) {
      if (!id.endsWith(compiledSuffix)) return null;
      const file = id.slice(0, -compiledSuffix.length);
      this.addWatchFile(file);
      return compileCatalogModule(file, await readFile(file, 'utf8'));
    },
  };
}
