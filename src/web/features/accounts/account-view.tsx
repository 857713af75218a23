import { LogOut } from 'lucide-react';
import { localeOrDefault } from '@shared/locales';
import { bankTransferCatalog } from '@web/components/bank-transfer/bank-transfer-catalog';
import { paymentMethodCatalog } from '@web/components/payment-method-catalog';
import { lazy, Suspense } from 'react';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { signOutAndLeave } from '@web/lib/sign-out';
import { useLocale } from '@web/lib/use-locale';
import { useMessages } from '@web/i18n/use-messages';
import { ChangePasswordForm } from './change-password-form';
import { MembershipSummary } from './membership-summary';
import { ProfileForm } from './profile-form';
import { InvoicesTable } from './invoices-table';
import { ReceiptsTable } from './receipts-table';
import { SignInNeeded } from './sign-in-needed';
import { useAccount, useBilling, useInvoices } from './use-account';
import { accountCatalog } from './account-catalog';

// Only a signed-in member sees the billing section: its code and texts load then, beside its data, not on the page's first load.
const BillingSection = lazy(async () => ({ default: (await import('./billing-section')).BillingSection }));
// The bank transfers awaiting payment, with their texts: code for the few members who ordered by transfer, loaded after sign-in.
const TransfersSection = lazy(async () => {
  const locale = localeOrDefault(document.documentElement.lang);
  const [section] = await Promise.all([import('./transfers-section'), bankTransferCatalog.load(locale), paymentMethodCatalog.load(locale)]);
  return { default: section.TransfersSection };
});
// The member's event registrations, with their texts: loaded after sign-in, never for the first-time visitor who sees the sign-in form.
const EventRegistrationsSection = lazy(async () => {
  const locale = localeOrDefault(document.documentElement.lang);
  const [{ AccountRegistrations }, { eventRegistrationMessages }] = await Promise.all([
    import('@web/features/event-registration/account-registrations'),
    import('@web/features/event-registration/event-registration-messages'),
  ]);
  await eventRegistrationMessages.load(locale);
  return { default: AccountRegistrations };
});
// The same for the member's own data (download, deletion request).
const MyDataSection = lazy(async () => ({ default: (await import('./my-data-section')).MyDataSection }));

/** The member area: the membership, invoices, billing details, profile, password and own data of the signed-in member. */
export function AccountView() {
  const { t } = useTranslation();
  const text = useMessages(accountCatalog);
  const locale = useLocale();
  const account = useAccount();
  const invoices = useInvoices();
  // Asked for here, so the billing details load alongside the section's code rather than after it.
  const billing = useBilling();

  if (account.loading) return <Spinner label={text('overview.loading')} />;
  if (account.signedOut) return <SignInNeeded />;
  if (!account.data) {
    return (
      <p role="alert" className="rounded-2xl border border-border bg-surface-raised p-8 text-center text-fg">
        {text('overview.loadFailed')}
      </p>
    );
  }
  const { member, membership, receipts } = account.data;
  // Payments made before invoices existed keep their receipt; every later one is in the invoice table.
  const invoiced = new Set(invoices.data?.flatMap((invoice) => (invoice.receiptNumber ? [invoice.receiptNumber] : [])));
  const earlierReceipts = invoices.data ? receipts.filter((receipt) => !invoiced.has(receipt.receiptNumber)) : [];
  return (
    <div className="grid grid-cols-1 gap-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg font-semibold text-fg">
          {member.firstName} {member.lastName}
        </p>
        <Button variant="outline" onClick={() => void signOutAndLeave(locale)}>
          <LogOut aria-hidden="true" />
          {t('account.signOut')}
        </Button>
      </div>
      <Suspense fallback={null}>
        <TransfersSection />
      </Suspense>
      <MembershipSummary membership={membership} />
      <InvoicesTable invoices={invoices.data} loading={invoices.loading} />
      {earlierReceipts.length > 0 && <ReceiptsTable receipts={earlierReceipts} />}
      <Suspense fallback={<Spinner label={text('overview.loading')} />}>
        <EventRegistrationsSection />
      </Suspense>
      <Suspense fallback={<Spinner label={text('overview.loading')} />}>
        <BillingSection billing={billing} memberName={`${member.firstName} ${member.lastName}`} memberCountry={member.country} />
      </Suspense>
      <ProfileForm member={member} />
      <ChangePasswordForm />
      <Suspense fallback={<Spinner label={text('overview.loading')} />}>
        <MyDataSection />
      </Suspense>
    </div>
  );
}
