/** The id of the JSON list of modules, written into each prerendered page, that the page needs before it can hydrate. */
export const hydrationModulesId = 'hydration-modules';
