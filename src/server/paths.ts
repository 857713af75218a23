import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project root, found by walking up from this module. The server runs both
 * from source (tests, dev) and bundled into dist/server, so a fixed relative
 * path would point somewhere different in each.
 */
function findProjectRoot(): string {
  let directory = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(directory, 'package.json'))) {
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error('package.json not found above the server module');
    directory = parent;
  }
  return directory;
}

export const projectRoot = findProjectRoot();
export const migrationsFolder = path.join(projectRoot, 'drizzle');
