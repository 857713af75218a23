import { useDomId } from '@web/page-runtime/dom-id';
import { idealBanks, type IdealBank } from '@shared/ideal-banks';
import { site } from '@shared/site';
import { IsolatedLatin } from '@web/components/isolated-latin';
import { describedBy, FormField, inputClass } from '@web/components/ui/form-field';
import { useMessages } from '@web/i18n/use-messages';
import { useLocalized } from '@web/lib/use-locale';
import { sandboxTestIbans } from '@shared/sandbox-test-ibans';
import { paymentFormCatalog } from './payment-form-catalog';
import { SandboxNotice } from './sandbox-card-fields';

export interface SepaDetails {
  iban: string;
  accountHolderName: string;
  email: string;
}

export type SepaErrors = Partial<Record<keyof SepaDetails, string>>;

/** An IBAN as it is printed, in groups of four. */
const inGroupsOfFour = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

/** iDEAL | Wero: the buyer's bank, then the bank's page (the sandbox's) to approve. */
export function IdealFields({
  bank,
  error,
  onChange,
}: {
  bank: IdealBank | '';
  error: string | undefined;
  onChange: (bank: IdealBank) => void;
}) {
  const text = useMessages(paymentFormCatalog);
  const id = useDomId();
  return (
    <div className="grid gap-4">
      <SandboxNotice>{text('sandbox.banks')}</SandboxNotice>
      <FormField id={id} label={text('ideal.bank')} error={error}>
        <select
          id={id}
          value={bank}
          onChange={(event) => onChange(event.target.value as IdealBank)}
          autoComplete="off"
          className={inputClass}
          {...describedBy(id, error)}
        >
          <option value="" disabled>
            {text('ideal.bankPlaceholder')}
          </option>
          {Object.entries(idealBanks).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </FormField>
      <p className="text-sm text-fg-muted">{text('ideal.redirect')}</p>
    </div>
  );
}

/** Bancontact: nothing to fill in here; the approval happens on Bancontact's page (the sandbox's). */
export function BancontactNote() {
  const text = useMessages(paymentFormCatalog);
  return (
    <div className="grid gap-4">
      <SandboxNotice>{text('sandbox.banks')}</SandboxNotice>
      <p className="text-sm text-fg-muted">
        <IsolatedLatin text={text('bancontact.redirect')} />
      </p>
    </div>
  );
}

/** SEPA Direct Debit: the account to debit, its holder, an address for the pre-notification, and the mandate the buyer accepts by paying. */
export function SepaFields({
  details,
  errors,
  onChange,
}: {
  details: SepaDetails;
  errors: SepaErrors;
  onChange: (details: SepaDetails) => void;
}) {
  const text = useMessages(paymentFormCatalog);
  const localized = useLocalized();
  const id = useDomId();
  const field = (name: keyof SepaDetails, label: string, props: React.ComponentProps<'input'>) => (
    <FormField id={`${id}-${name}`} label={label} error={errors[name]}>
      <input
        id={`${id}-${name}`}
        value={details[name]}
        onChange={(event) => onChange({ ...details, [name]: event.target.value })}
        className={inputClass}
        {...describedBy(`${id}-${name}`, errors[name])}
        {...props}
      />
    </FormField>
  );
  return (
    <div className="grid gap-4">
      <SandboxNotice>
        <IsolatedLatin
          text={text('sandbox.ibans', {
            settles: inGroupsOfFour(sandboxTestIbans.settles),
            fails: inGroupsOfFour(sandboxTestIbans.failsAfterProcessing),
          })}
        />
      </SandboxNotice>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          {field('iban', text('sepa.iban'), {
            dir: 'ltr',
            autoComplete: 'off',
            spellCheck: false,
            placeholder: 'NL00 BANK 0000 0000 00',
            maxLength: 42,
          })}
        </div>
        {field('accountHolderName', text('sepa.accountHolder'), { autoComplete: 'name', maxLength: 100 })}
        {field('email', text('sepa.email'), { type: 'email', dir: 'ltr', autoComplete: 'email', maxLength: 254 })}
      </div>
      <p className="text-xs text-fg-muted">
        <IsolatedLatin text={text('sepa.mandate', { creditor: localized(site.name) })} />
      </p>
      <p className="text-sm text-fg-muted">{text('sepa.timing')}</p>
    </div>
  );
}
