import escapeHtml from 'escape-html';
import { textDirection, type Locale } from '@shared/locales';
import { site } from '@shared/site';

/**
 * The HTML frame every email of the chamber shares: the reader's language and
 * direction, the card on a light background with the brand's top rule, and
 * the chamber's name as its heading. `content` is HTML, already escaped.
 */
export function emailPage(locale: Locale, content: string): string {
  return `<!doctype html>
<html lang="${locale}" dir="${textDirection(locale)}">
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1f;background:#f6f4f2;margin:0;padding:24px">
<table role="presentation" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px;border-top:6px solid #8a1538"><tr><td style="overflow-wrap:anywhere;word-break:break-word">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(site.name[locale])}</h1>
${content}
</td></tr></table>
</body>
</html>`;
}
