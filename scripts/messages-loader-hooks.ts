import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { compileCatalogModule } from '../src/shared/messages/compile-catalog.ts';

type NextLoad = (url: string, context: object) => Promise<object>;

const catalogFile = /\/messages\/[a-z]{2}\/[\w-]+\.json$/;

export async function load(url: string, context: object, nextLoad: NextLoad): Promise<object> {
  if (!url.startsWith('file:') || !catalogFile.test(new URL(url).pathname)) return nextLoad(url, context);
  const file = fileURLToPath(url);
  return { format: 'module', source: compileCatalogModule(file, await readFile(file, 'utf8')), shortCircuit: true };
}
