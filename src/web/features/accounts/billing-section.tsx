import { useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { BillingDetails } from '@shared/invoices/billing-details';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { showToast } from '@web/components/ui/toast-store';
import { useMessages } from '@web/i18n/use-messages';
import { accountCatalog } from './account-catalog';
import { BillingDetailsForm } from './billing-details-form';
import { BillingSummary } from './billing-summary';
import { billingQueryKey, useBilling } from './use-account';

/** Billing details for future invoices: whom the next invoice is addressed to, and the form to change it. */
export function BillingSection({ memberName }: { memberName: string }) {
  const text = useMessages(accountCatalog);
  const queryClient = useQueryClient();
  const billing = useBilling();
  const [editing, setEditing] = useState(false);
  const headingId = useId();
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
    showToast({ variant: 'default', title: text('billing.saved') });
  }

  return (
    <Card className="grid grid-cols-1 gap-5">
      <div>
        <h2 className="text-xl font-semibold text-fg">{text('billing.heading')}</h2>
        <p className="mt-1 text-sm text-fg-muted">
          {text('billing.intro')} {text('billing.issuedStay')}
        </p>
      </div>
      {billing.loading ? (
        <Spinner label={text('billing.heading')} />
      ) : !billing.data ? (
        <p role="alert" className="text-fg">
          {text('billing.loadFailed')}
        </p>
      ) : (
        <>
          <section aria-labelledby={headingId} className="grid gap-3 rounded-xl bg-surface-muted p-4 sm:p-5">
            <h3 id={headingId} className="text-sm font-medium text-fg-muted">
              {text('billing.nextInvoiceTo')}
            </h3>
            <BillingSummary details={billing.data} memberName={memberName} />
          </section>
          {editing ? (
            <BillingDetailsForm details={billing.data} onSaved={saved} onCancel={() => setEditing(false)} />
          ) : (
            <div>
              <Button ref={changeButton} variant="outline" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" />
                {text('billing.change')}
              </Button>
            </div>
          )}
        </>
      )}
    </Card>
  );
}
