import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseSync, Visitor } from 'vite';
import { describe, expect, it } from 'vitest';
import { pageKeys } from '@shared/routes';
import type { HeadPageKey } from './app/page-head';
import { pageFileName } from './page-files';
import { staticPages } from './static-pages';

const root = path.resolve(import.meta.dirname, '../..');
const aliases: Record<string, string> = {
  '@web/': 'src/web/',
  '@shared/': 'src/shared/',
  '@content/': 'content/',
  '@messages/': 'messages/',
};

/** Packages that render, format or describe data, and do nothing in the browser by themselves. */
const inertPackages = new Set([
  'react',
  'react-router',
  'lucide-react',
  'clsx',
  'class-variance-authority',
  '@radix-ui/react-slot',
  'date-fns',
  'zod',
]);

/** Hooks that keep state, run effects, fetch, navigate or read what the URL's path does not say, and lazy components. */
const behaviourHooks = new Set([
  'useState',
  'useReducer',
  'useRef',
  'useEffect',
  'useLayoutEffect',
  'useInsertionEffect',
  'useSyncExternalStore',
  'useTransition',
  'useActionState',
  'useOptimistic',
  'useQuery',
  'useMutation',
  'useNavigate',
  'useSearchParams',
  'useForm',
  'lazy',
]);

function isFile(candidate: string): boolean {
  try {
    return statSync(candidate).isFile();
  } catch {
    return false;
  }
}

/** The file an import of ours points to; undefined for a package. */
function resolveImport(importer: string, specifier: string): string | undefined {
  const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
  const unresolved = specifier.replace(/\?.*$/, '');
  let base: string | undefined;
  if (alias) base = path.join(root, aliases[alias] ?? '', unresolved.slice(alias.length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(importer), unresolved);
  if (!base) return undefined;
  const file = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending).find(isFile);
  if (!file) throw new Error(`${importer}: cannot resolve ${specifier}`);
  return file;
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** What in a page's module and everything it imports would do something in the browser. */
function browserBehaviour(pageFile: string): string[] {
  const found = new Set<string>();
  const visited = new Set<string>();
  const pending = [pageFile];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (visited.has(file) || file.endsWith('.json')) continue;
    visited.add(file);
    const where = path.relative(root, file);
    const { program } = parseSync(file, readFileSync(file, 'utf8'));
    const imports: string[] = [];
    new Visitor({
      // A type import leaves nothing in the built page.
      ImportDeclaration: (node) => void (node.importKind !== 'type' && imports.push(node.source.value)),
      ExportNamedDeclaration: (node) => void (node.source && imports.push(node.source.value)),
      ExportAllDeclaration: (node) => void imports.push(node.source.value),
      ImportExpression: () => void found.add(`${where}: imports a module at run time`),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && behaviourHooks.has(node.callee.name)) found.add(`${where}: ${node.callee.name}`);
      },
      JSXAttribute: (node) => {
        if (node.name.type === 'JSXIdentifier' && /^on[A-Z]/.test(node.name.name)) found.add(`${where}: ${node.name.name}`);
      },
    }).visit(program);
    for (const specifier of imports) {
      const imported = resolveImport(file, specifier);
      if (imported) pending.push(imported);
      else if (!inertPackages.has(packageName(specifier))) found.add(`${where}: imports ${specifier}`);
    }
  }
  return [...found].sort();
}

const pages: HeadPageKey[] = [...pageKeys, 'notFound'];

describe('static pages', () => {
  it.each(pages)('%s is listed as static exactly when nothing in it acts in the browser', (page) => {
    const behaviour = browserBehaviour(path.join(root, 'src/web/pages', pageFileName(page)));
    if (staticPages.has(page)) expect(behaviour).toEqual([]);
    else expect(behaviour.length, `${page} has no browser behaviour: list it in static-pages.ts`).toBeGreaterThan(0);
  });
});
