import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IslandDefinition, IslandProps } from './island-definition';

const islandsDir = path.join(import.meta.dirname, '../islands');

describe('islands', () => {
  it('are named after their file, which is how the browser finds their code', async () => {
    const files = (await readdir(islandsDir)).filter((file) => file.endsWith('.tsx'));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const module = (await import(path.join(islandsDir, file))) as { default: IslandDefinition<IslandProps> };
      expect(module.default.name).toBe(path.basename(file, '.tsx'));
      expect(typeof module.default.Component).toBe('function');
    }
  });
});
