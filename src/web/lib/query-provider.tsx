import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { createQueryClient } from './query-client';

let browserQueryClient: QueryClient | undefined;

/**
 * In the browser one client serves every page, so data a page fetched stays
 * cached when the visitor moves on; each server render gets its own.
 */
function queryClientForThisRender(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}

/**
 * Wraps a page that fetches from the API. Only such pages provide the query
 * client, so the rest of the site never downloads the query library.
 */
export function withQueryProvider(Page: ComponentType): ComponentType {
  function PageWithQueries() {
    const [client] = useState(queryClientForThisRender);
    return (
      <QueryClientProvider client={client}>
        <Page />
      </QueryClientProvider>
    );
  }
  return PageWithQueries;
}
