import type { Event, WithContext } from 'schema-dts';

/** Structured data in the page; `<` is escaped so no text of the data can close the script element. */
export function JsonLdScript({ data }: { data: WithContext<Event> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
