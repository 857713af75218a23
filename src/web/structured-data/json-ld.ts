import type { Graph, Thing } from 'schema-dts';

/** The nodes of one page's JSON-LD, written as one `@graph` so its nodes can refer to each other by `@id`. */
export type JsonLdGraph = Graph;

export function jsonLdGraph(nodes: Thing[]): JsonLdGraph {
  return { '@context': 'https://schema.org', '@graph': nodes };
}

/**
 * The graph as the text of a `<script type="application/ld+json">`. A `<` in
 * any text (a title, say) is written as `\u003c`: JSON reads it back the
 * same, and the HTML parser never sees `</script>` inside the script.
 */
export function jsonLdText(graph: JsonLdGraph): string {
  return JSON.stringify(graph).replace(/</g, '\\u003c');
}

/** The one Organization node's id: every page's graph names the chamber with it. */
export function organizationId(siteUrl: string): string {
  return `${siteUrl}/#organization`;
}

/** An absolute URL on the site: `path` starts with `/`, `siteUrl` is the origin without a trailing slash. */
export function siteHref(siteUrl: string, path: string): string {
  return `${siteUrl}${path}`;
}
