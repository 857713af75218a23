import { HeadedPage } from '@web/components/headed-page';
import eventRegistrationStatus from '@web/islands/event-registration-status';
import { Island } from '@web/page-runtime/island';

export default function EventRegistrationPage() {
  return (
    <HeadedPage page="eventRegistration">
      <Island of={eventRegistrationStatus} props={{}} />
    </HeadedPage>
  );
}
