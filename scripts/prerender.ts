import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { locales, localizePath } from '../src/shared/locales';
import { pageVariantsOf } from '../src/shared/page-variants';
import { adminRoot, indexablePageKeys, pageKeys } from '../src/shared/routes';
import { isSiteSearchable } from '../src/shared/site-search';
import { site } from '../src/shared/site';
import type { prepareToRender as PrepareToRender, renderPage as RenderPage } from '../src/web/page-runtime/render-page';
import { distDir } from './dist-dir';
import { fontPreloads } from './font-preloads';
import type { OgImageJob, OgImageReport } from './og-images/render-og-images';
import { pageDocument } from './page-document';
import { prerenderedPaths, variantFileName, variantQuery } from './prerendered-paths';
import { writeSearchIndexes, type SearchablePage } from './search-index';

const CLIENT_DIR = `${distDir}/client`;

/** Drawn Open Graph images by content hash, kept between builds (dist/ is emptied by each). */
const OG_IMAGE_CACHE_DIR = process.env.OG_IMAGE_CACHE_DIR ?? '.cache/og-images';

function sitemap(siteUrl: string): string {
  const entries = indexablePageKeys.flatMap(prerenderedPaths).flatMap((pagePath) =>
    locales.map((locale) => {
      const alternates = locales
        .map((alternate) => `<xhtml:link rel="alternate" hreflang="${alternate}" href="${siteUrl}${localizePath(pagePath, alternate)}"/>`)
        .join('');
      return `<url><loc>${siteUrl}${localizePath(pagePath, locale)}</loc>${alternates}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** Crawlers may read everything but the back office, in any language. */
function robotsTxt(siteUrl: string): string {
  const disallowed = locales.map((locale) => `Disallow: ${localizePath(adminRoot, locale)}\n`).join('');
  return `User-agent: *\nAllow: /\n${disallowed}\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/**
 * Renders every route in every language to dist/client/<path>/index.html,
 * every indexed page's Open Graph image to dist/client/og/, and indexes the
 * pages the site search covers.
 */
export async function prerender(siteUrl: string): Promise<{ pages: number; ogImages: OgImageReport }> {
  const templatePath = path.join(CLIENT_DIR, 'index.html');
  const template = await readFile(templatePath, 'utf8');
  await rm(templatePath);
  const pageFontPreloads = await fontPreloads(CLIENT_DIR);
  const entry = (await import(pathToFileURL(path.resolve(distDir, 'ssr/render-page.js')).href)) as {
    renderPage: typeof RenderPage;
    prepareToRender: typeof PrepareToRender;
  };
  for (const locale of locales) await entry.prepareToRender(locale);

  const targets = locales.flatMap((locale) => [
    ...pageKeys.flatMap((key) =>
      prerenderedPaths(key).flatMap((pagePath) => {
        const url = localizePath(pagePath, locale);
        return [
          { locale, url, file: path.join(url, 'index.html') },
          ...pageVariantsOf(key).map((variant) => ({
            locale,
            url: `${url}${variantQuery(variant)}`,
            file: path.join(url, variantFileName(variant)),
          })),
        ];
      }),
    ),
    {
      locale,
      url: localizePath('/__not-found__', locale),
      file: path.join(localizePath('/', locale), '404.html'),
    },
  ]);

  const searchable: SearchablePage[] = [];
  const ogImageJobs = new Map<string, OgImageJob>();
  const host = new URL(siteUrl).host;
  for (const target of targets) {
    const rendered = entry.renderPage(target.url, siteUrl);
    const { head } = rendered;
    if (head.indexable) {
      ogImageJobs.set(head.ogImage.path, {
        path: head.ogImage.path,
        text: { locale: head.locale, heading: head.heading, siteName: head.siteName, shortName: site.shortName, host },
      });
    }
    const html = pageDocument(template, rendered, { locale: target.locale, siteUrl, extraHead: pageFontPreloads(target.locale) });
    const file = path.join(CLIENT_DIR, target.file);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
    if (isSiteSearchable(rendered.page, rendered.head.indexable)) searchable.push({ url: target.url, locale: target.locale, html });
  }
  await writeSearchIndexes(CLIENT_DIR, searchable);

  await writeFile(path.join(CLIENT_DIR, 'sitemap.xml'), sitemap(siteUrl));
  await writeFile(path.join(CLIENT_DIR, 'robots.txt'), robotsTxt(siteUrl));
  // Loaded only now: the card's JSX must bind to the React the pages were rendered with (production),
  // not to the development build a static import would load before Vite sets NODE_ENV.
  const { renderOgImages } = await import('./og-images/render-og-images');
  const ogImages = await renderOgImages([...ogImageJobs.values()], CLIENT_DIR, OG_IMAGE_CACHE_DIR);
  return { pages: targets.length, ogImages };
}
