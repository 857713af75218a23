import { HeadedPage } from '@web/components/headed-page';
import eventOffer from '@web/islands/event-offer';
import { Island } from '@web/page-runtime/island';

export default function EventOfferPage() {
  return (
    <HeadedPage page="eventOffer" narrow>
      <Island of={eventOffer} props={{}} />
    </HeadedPage>
  );
}
