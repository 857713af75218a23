import { useState } from 'react';

/**
 * A module that loads only when a visitor reaches for what it powers.
 * `prefetch` starts the download (on hover or focus) without using it;
 * `activate` loads it and keeps it, and the component switches to it then.
 * Switching only on activation means an element never changes under the
 * visitor's pointer or focus unasked.
 */
export function useOnDemand<Module>(load: () => Promise<Module>) {
  const [loaded, setLoaded] = useState<Module>();
  return {
    loaded,
    prefetch: () => void load(),
    activate: async () => setLoaded(await load()),
  };
}
