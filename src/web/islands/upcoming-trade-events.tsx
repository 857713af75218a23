import { UpcomingEvents } from '@web/features/services/upcoming-events';
import { defineIsland } from '@web/page-runtime/island-definition';

export default defineIsland('upcoming-trade-events', UpcomingEvents);
