import { register } from 'node:module';

/*
 * The development API server, run by tsx without Vite: message catalogs
 * compile on import, as the build's messages plugin does. Registered here,
 * after tsx's own hooks, so that these run first for the catalogs.
 */
register('./messages-loader-hooks.ts', import.meta.url);
await import('../src/server/index.ts');
