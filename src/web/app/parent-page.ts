import { pageKeys, pages, type PageKey } from '@shared/routes';

/** The page one level up the path, if it is a page of its own (e.g. /about for /about/history). */
export function parentPage(page: PageKey): { key: PageKey; path: string } | undefined {
  const path: string = pages[page].path;
  const parentPath = path.slice(0, path.lastIndexOf('/'));
  if (!parentPath) return undefined;
  const key = pageKeys.find((candidate) => pages[candidate].path === parentPath);
  return key ? { key, path: parentPath } : undefined;
}
