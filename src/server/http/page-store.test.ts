import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPageStore, type PageStore } from './page-store';

describe('the page store', () => {
  let store: PageStore;
  const text = (page: { body: Buffer } | undefined) => page?.body.toString('utf8');

  beforeAll(async () => {
    const staticDir = await mkdtemp(path.join(tmpdir(), 'qncc-pages-'));
    const files: Record<string, string> = {
      'contact/index.html': 'all departments',
      'contact/department=legal.html': 'legal',
      'reset-password/index.html': 'ask for a link',
      'reset-password/token.html': 'new password',
    };
    for (const [file, body] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(staticDir, file)), { recursive: true });
      await writeFile(path.join(staticDir, file), body);
    }
    store = loadPageStore(staticDir);
  });

  it('serves a page by its path, never a variant file as a path of its own', () => {
    expect(text(store.find('/contact'))).toBe('all departments');
    expect(store.find('/contact/department=legal.html')).toBeUndefined();
  });

  it('finds the variant prerendered for a query value, or for any value', () => {
    expect(text(store.findVariant('/contact', new URLSearchParams('utm=x&department=legal')))).toBe('legal');
    expect(text(store.findVariant('/reset-password', new URLSearchParams('token=abc')))).toBe('new password');
  });

  it('has no variant for an unknown or empty value, so the page itself is served', () => {
    expect(store.findVariant('/contact', new URLSearchParams('department=nope'))).toBeUndefined();
    expect(store.findVariant('/reset-password', new URLSearchParams('token='))).toBeUndefined();
    expect(store.findVariant('/contact', new URLSearchParams())).toBeUndefined();
  });
});
