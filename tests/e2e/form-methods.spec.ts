import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir } from '../../scripts/dist-dir';

/**
 * Pages are painted before their script runs (decision 14), so a form can be
 * submitted by the browser itself. A form without method="post" would then
 * send its fields in the URL: the address bar, the history and the server log.
 */
const clientDir = path.join(distDir, 'client');

interface RenderedForm {
  file: string;
  openingTag: string;
  body: string;
}

function prerenderedHtmlFiles(): string[] {
  return readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((relative) => relative.endsWith('.html'))
    .map((relative) => path.join(clientDir, relative));
}

function formsIn(file: string): RenderedForm[] {
  const html = readFileSync(file, 'utf8');
  return [...html.matchAll(/(<form\b[^>]*>)([\s\S]*?)<\/form>/g)].map((match) => ({
    file: path.relative(clientDir, file),
    openingTag: match[1] ?? '',
    body: match[2] ?? '',
  }));
}

/** The method attribute as written; undefined when missing, which browsers treat as GET. */
function methodOf(form: RenderedForm): string | undefined {
  return /\smethod="(\w+)"/.exec(form.openingTag)?.[1]?.toLowerCase();
}

const forms = prerenderedHtmlFiles().flatMap(formsIn);

describe('prerendered forms', () => {
  it('are found (the build ran)', () => {
    expect(forms.length).toBeGreaterThan(100);
  });

  it('post, unless they are explicit GET forms (search and filters)', () => {
    const withoutMethod = forms.filter((form) => methodOf(form) !== 'post' && methodOf(form) !== 'get');
    expect(withoutMethod.map((form) => `${form.file}: ${form.openingTag}`)).toEqual([]);
  });

  it('never carry a password or a hidden value in a GET form', () => {
    const leaking = forms.filter(
      (form) => (methodOf(form) ?? 'get') === 'get' && /<input\b[^>]*\stype="(password|hidden)"/.test(form.body),
    );
    expect(leaking.map((form) => `${form.file}: ${form.openingTag}`)).toEqual([]);
  });
});
