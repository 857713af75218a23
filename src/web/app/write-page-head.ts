import { headTags } from './head-tags';
import { pageHead, type PageHeadSource } from './page-head';
import { writeHeadTags } from './write-head-tags';

/** The origin the prerenderer made canonical URLs absolute to (SITE_URL at build time), read back from the page. */
function prerenderedSiteUrl(): string {
  const canonical = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '/';
  return new URL(canonical, window.location.href).origin;
}

/** Rewrites the document's head with the tags the prerenderer writes for the page now shown. */
export function writePageHead(source: PageHeadSource) {
  writeHeadTags(document.head, headTags(pageHead(source), prerenderedSiteUrl()));
}
