import { describe, expect, it } from 'vitest';
import { jsonLdGraph, jsonLdText } from './json-ld';

describe('jsonLdText', () => {
  it('writes no "<" a text could close the script with, and reads back the same', () => {
    const graph = jsonLdGraph([{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }]);
    const text = jsonLdText(graph);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(graph);
  });
});
