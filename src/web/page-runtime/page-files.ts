/**
 * Every page component lives in pages/<kebab-case page key>-page.tsx as its
 * default export; pages without a file of their own use the standard page.
 * The router loads them by this name and the prerenderer preloads them.
 */
export function pageFileName(page: string): string {
  return `${page.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}-page.tsx`;
}

export const standardPageFileName = pageFileName('standard');
