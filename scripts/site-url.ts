import { loadSiteUrl } from '../src/server/config';

/** Canonical URLs are baked into the prerendered pages, so SITE_URL is read at build time. */
export function buildSiteUrl(): string {
  return loadSiteUrl();
}
