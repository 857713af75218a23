import { useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useDomId } from '@web/page-runtime/dom-id';
import type { BillingDetails } from '@shared/invoices/billing-details';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { showToast } from '@web/components/ui/toast-store';
import { useMessages } from '@web/i18n/use-messages';
import { billingCatalog } from './billing-catalog';
import { BillingSummary } from './billing-summary';
import { billingQueryKey, type useBilling } from './use-account';

// The form, its country list and its field logic load when the member opens it: most visits only read the summary.
const BillingDetailsForm = lazy(async () => ({ default: (await import('./billing-details-form')).BillingDetailsForm }));

/**
 * Billing details for future invoices: whom the next invoice is addressed to,
 * and the form to change it, which takes the summary's place while open (it
 * shows the same details).
 */
export function BillingSection({
  billing,
  memberName,
  memberCountry,
}: {
  billing: ReturnType<typeof useBilling>;
  memberName: string;
  /** The account's country as registered: "other" names none, so an invoice to the member asks for theirs. */
  memberCountry: string;
}) {
  const text = useMessages(billingCatalog);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const headingId = useDomId();
  const summaryHeadingId = useDomId();
  const changeButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  // Closing the form (saved or cancelled) hands focus back to the button that opened it, not to the page's top.
  useEffect(() => {
    if (wasEditing.current && !editing) changeButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  function saved(details: BillingDetails) {
    queryClient.setQueryData(billingQueryKey, details);
    setEditing(false);
    showToast({ variant: 'default', title: text('saved') });
  }

  return (
    <Card role="region" aria-labelledby={headingId} className="grid grid-cols-1 gap-5">
      <div>
        <h2 id={headingId} className="text-xl font-semibold text-fg">
          {text('heading')}
        </h2>
        <p className="mt-1 text-sm text-fg-muted">
          {text('intro')} {text('issuedStay')}
        </p>
      </div>
      {billing.loading ? (
        <Spinner label={text('heading')} />
      ) : !billing.data ? (
        <p role="alert" className="text-fg">
          {text('loadFailed')}
        </p>
      ) : editing ? (
        <Suspense fallback={<Spinner label={text('change')} className="py-4" />}>
          <BillingDetailsForm details={billing.data} memberCountry={memberCountry} onSaved={saved} onCancel={() => setEditing(false)} />
        </Suspense>
      ) : (
        <>
          <section aria-labelledby={summaryHeadingId} className="grid gap-3 rounded-xl bg-surface-muted p-4 sm:p-5">
            <h3 id={summaryHeadingId} className="text-sm font-medium text-fg-muted">
              {text('nextInvoiceTo')}
            </h3>
            <BillingSummary details={billing.data} memberName={memberName} />
          </section>
          <div>
            <Button ref={changeButton} variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              {text('change')}
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}
