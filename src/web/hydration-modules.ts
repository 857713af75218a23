/**
 * The id of the JSON list of modules, written into each prerendered page, that
 * the page needs before it can hydrate: main.tsx's chunk first, which boot.ts
 * imports, then everything it and the page's own code import.
 */
export const hydrationModulesId = 'hydration-modules';
