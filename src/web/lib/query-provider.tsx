import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import type { IslandProps } from '@web/page-runtime/island-definition';
import { createQueryClient } from './query-client';

/**
 * Wraps an island that fetches from the API. Only such islands provide the
 * query client, so the rest of the site never downloads the query library.
 * Each island (and each server render) gets its own client.
 */
export function withQueryProvider<P extends IslandProps>(Island: ComponentType<P>): ComponentType<P> {
  function IslandWithQueries(props: P) {
    const [client] = useState(createQueryClient);
    return (
      <QueryClientProvider client={client}>
        <Island {...props} />
      </QueryClientProvider>
    );
  }
  return IslandWithQueries;
}
