import { site } from '@shared/site';
import type { Locale } from '@shared/locales';
import { emailPage } from './email-page';
import { htmlWithIsolates } from './isolates';

export interface DetailsEmail {
  locale: Locale;
  /** The texts may hold isolates (./isolates): the plain part keeps them, the HTML part turns them into <bdi>. */
  greeting: string;
  paragraphs: string[];
  /** Label and value, one row each: what a payment or a document says. */
  rows: Array<[string, string]>;
  /** A closing line under the table: whom to ask. */
  contact: string;
}

/** A message that states facts as a table of labels and values, as plain text and HTML in the reader's language. */
export function detailsEmailBody({ locale, greeting, paragraphs, rows, contact }: DetailsEmail): { text: string; html: string } {
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    contact,
    '',
    site.name[locale],
  ].join('\n');

  const html = emailPage(
    locale,
    `<p>${htmlWithIsolates(greeting)}</p>
${paragraphs.map((paragraph) => `<p>${htmlWithIsolates(paragraph)}</p>`).join('\n')}
<table role="presentation" style="width:100%;border-collapse:collapse;margin:16px 0">
${rows
  .map(
    ([label, value]) =>
      `<tr><th scope="row" style="text-align:start;padding:8px 0;border-bottom:1px solid #e4e1dd;color:#52525b;font-weight:normal">${htmlWithIsolates(label)}</th><td style="text-align:end;padding:8px 0;border-bottom:1px solid #e4e1dd;font-weight:bold">${htmlWithIsolates(value)}</td></tr>`,
  )
  .join('\n')}
</table>
<p style="color:#52525b">${htmlWithIsolates(contact)}</p>`,
  );
  return { text, html };
}
