import escapeHtml from 'escape-html';
import { textDirection, type Locale } from '../src/shared/locales';
import { themeBootScript } from '../src/shared/theme';
import { headTags, type HeadTag } from '../src/web/app/head-tags';
import { jsonLdText } from '../src/web/structured-data/json-ld';
import type { RenderedPage } from '../src/web/page-runtime/render-page';

/** A head tag as HTML, written the way the template writes its own tags. */
function tagHtml(tag: HeadTag): string {
  if (tag.element === 'title') return `<title>${escapeHtml(tag.text)}</title>`;
  const attributes = Object.entries(tag.attributes).map(([name, value]) => ` ${name}="${escapeHtml(value)}"`);
  return `<${tag.element}${attributes.join('')}>`;
}

/**
 * A rendered page put into index.html: its language and direction, its head
 * tags, its JSON-LD and the inline theme script, extra head HTML (font preloads), its body.
 * The prerenderer and the development server both write pages this way.
 */
export function pageDocument(
  template: string,
  rendered: RenderedPage,
  options: { locale: Locale; siteUrl: string; extraHead: string },
): string {
  const structuredData = rendered.structuredData
    ? [`<script type="application/ld+json">${jsonLdText(rendered.structuredData)}</script>`]
    : [];
  const head = [...headTags(rendered.head, options.siteUrl).map(tagHtml), ...structuredData, `<script>${themeBootScript}</script>`].join(
    '\n    ',
  );
  return template
    .replace('<html lang="en" dir="ltr">', `<html lang="${options.locale}" dir="${textDirection(options.locale)}">`)
    .replace('<!--app-head-->', head)
    .replace('</head>', `  ${options.extraHead}\n  </head>`)
    .replace('<!--app-html-->', rendered.html);
}
