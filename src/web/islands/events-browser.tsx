import { EventsBrowser } from '@web/features/events/events-browser';
import { defineIsland } from '@web/page-runtime/island-definition';

export default defineIsland('events-browser', EventsBrowser);
