import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { distDir } from '../../scripts/dist-dir';

const clientDir = path.join(distDir, 'client');

/**
 * Components join class names without resolving conflicts (docs/decisions/0013):
 * a className prop adds classes, and a different look is a variant. Two
 * utilities for one property on one element (p-6 and p-8) would leave the
 * winner to the stylesheet's order, so no prerendered element may carry any.
 */
describe('class names', () => {
  it('give no element two utilities that set the same property', async () => {
    const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
    const pages = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(100);
    const conflicts = new Set<string>();
    for (const page of pages) {
      const html = await readFile(path.join(page.parentPath, page.name), 'utf8');
      for (const element of parse(html).querySelectorAll('[class]')) {
        const classes = (element.getAttribute('class') ?? '').trim().split(/\s+/).join(' ');
        if (twMerge(classes) !== classes) conflicts.add(`<${element.tagName.toLowerCase()} class="${classes}">`);
      }
    }
    expect([...conflicts]).toEqual([]);
  });
});
