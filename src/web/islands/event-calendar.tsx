import { AddToCalendarButton } from '@web/features/events/add-to-calendar-button';
import { defineIsland } from '@web/page-runtime/island-definition';

export default defineIsland('event-calendar', AddToCalendarButton);
