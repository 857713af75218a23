import { readFile } from 'node:fs/promises';

/** The light theme's brand tokens the preview images are drawn in. */
export interface BrandColours {
  primary: string;
  primaryHover: string;
  primaryFg: string;
  primarySoft: string;
  accent: string;
}

const tokenNames = {
  primary: '--primary',
  primaryHover: '--primary-hover',
  primaryFg: '--primary-fg',
  primarySoft: '--primary-soft',
  accent: '--accent',
} as const satisfies Record<keyof BrandColours, string>;

/**
 * The colours of the stylesheet's `:root` block (the light theme), so an
 * image drawn at build time always matches the site's brand. A token that
 * is missing stops the build: an image in a stale colour would go unnoticed.
 */
export function brandColoursOf(css: string): BrandColours {
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  const token = (name: string) => {
    const value = new RegExp(`${name}:\\s*([^;]+);`).exec(root)?.[1]?.trim();
    if (!value) throw new Error(`styles.css has no ${name} in :root`);
    return value;
  };
  return Object.fromEntries(Object.entries(tokenNames).map(([key, name]) => [key, token(name)])) as unknown as BrandColours;
}

export async function readBrandColours(stylesheet = 'src/web/styles.css'): Promise<BrandColours> {
  return brandColoursOf(await readFile(stylesheet, 'utf8'));
}
