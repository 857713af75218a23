/** What the load measurements request: the tiers API and the prerendered home page. */
export const loadEndpoints = [
  { label: 'GET /api/membership-tiers', path: '/api/membership-tiers' },
  { label: 'GET /', path: '/' },
] as const;

/** What a browser would ask for, reduced to the one encoding nginx can serve precompressed. */
export const loadHeaders = { 'accept-encoding': 'gzip' };
