// The one place that may call useId: it adds the island's prefix.
// eslint-disable-next-line no-restricted-imports
import { createContext, useContext, useId, type ReactNode } from 'react';

const DomIdPrefixContext = createContext('');

/**
 * Sets the prefix of every id rendered below it. Each island is rendered and
 * hydrated as a root of its own, and a root numbers its ids from the start, so
 * without a prefix two islands on one page (or an island and the page around
 * it) would give two elements the same id.
 */
export function DomIdPrefix({ prefix, children }: { prefix: string; children: ReactNode }) {
  return <DomIdPrefixContext value={prefix}>{children}</DomIdPrefixContext>;
}

/** An id unique in the page, the same when prerendered and when hydrated: for labels, descriptions and ARIA references. */
export function useDomId(): string {
  return useContext(DomIdPrefixContext) + useId();
}
