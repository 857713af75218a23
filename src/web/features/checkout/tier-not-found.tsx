import { useMessages } from '@web/i18n/use-messages';
import { checkoutCatalog } from './checkout-catalog';
import { ArrowLeft } from 'lucide-react';
import { ButtonLink } from '@web/components/ui/button-link';

/** Below the checkout's header, for a path that names no tier: what happened and the way back to the tiers. */
export function TierNotFound() {
  const checkoutText = useMessages(checkoutCatalog);
  return (
    <section className="mx-auto grid max-w-2xl justify-items-center gap-5 px-4 py-24 text-center">
      <h2 className="text-3xl font-bold tracking-tight text-fg">{checkoutText('checkout.notFoundHeading')}</h2>
      <p className="text-lg text-fg-muted">{checkoutText('checkout.notFoundText')}</p>
      <ButtonLink size="lg" to="/membership">
        <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
        {checkoutText('checkout.backToMembership')}
      </ButtonLink>
    </section>
  );
}
