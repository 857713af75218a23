import { useEffect, useState } from 'react';
import type { EventAvailability } from '@shared/event-registration';
import { eventRegistrationApi } from '@shared/event-registration-api';
import { apiRequest } from '@web/lib/api-request';

/**
 * The programme's live registration state (full, waitlist, seats left), asked
 * for once after hydration: the prerendered cards cannot know it. Until it
 * arrives, or if it fails, cards show what the content says.
 */
export function useEventAvailability(): ReadonlyMap<string, EventAvailability> {
  const [availability, setAvailability] = useState<ReadonlyMap<string, EventAvailability>>(new Map());
  useEffect(() => {
    let current = true;
    apiRequest<EventAvailability[]>('GET', eventRegistrationApi.availability)
      .then((list) => {
        if (current) setAvailability(new Map(list.map((item) => [item.eventId, item])));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return availability;
}
