import { Search } from 'lucide-react';
import { type FormEvent } from 'react';
import { useDomId } from '@web/page-runtime/dom-id';
import { memberStatuses } from '@shared/admin/member-constants';
import type { MemberSearch } from '@shared/admin/member-operations';
import { adminMembersCatalog } from '@shared/admin/admin-members-catalog';
import { countries } from '@shared/membership-constants';
import { Button } from '@web/components/ui/button';
import { FormField, inputClass } from '@web/components/ui/form-field';
import { useMessages } from '@web/i18n/use-messages';
import { useMembershipTiers } from '@web/lib/use-membership-tiers';

export type SearchFields = Omit<MemberSearch, 'page'>;

/**
 * The search and its filters. It is a GET form of the page itself, so the
 * query is the page's address: reloadable, shareable and kept by Back.
 */
export function MemberSearchForm({ fields, onSearch }: { fields: SearchFields; onSearch: (fields: SearchFields) => void }) {
  const text = useMessages(adminMembersCatalog);
  const tiers = useMembershipTiers();
  const id = useDomId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '') || undefined;
    onSearch({
      q: value('q'),
      status: value('status') as SearchFields['status'],
      tier: value('tier'),
      country: value('country') as SearchFields['country'],
    });
  };
  const selectClass = `${inputClass} pe-8`;
  // The key remounts the form when the address changes (Back, Clear), so its fields show the search in force.
  return (
    <form
      key={JSON.stringify(fields)}
      role="search"
      aria-label={text('list.searchLabel')}
      method="get"
      onSubmit={submit}
      className="grid grid-cols-1 gap-4 rounded-2xl border border-border bg-surface-raised p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <FormField id={`${id}-q`} label={text('list.q')} error={undefined}>
        <input id={`${id}-q`} name="q" type="search" defaultValue={fields.q ?? ''} maxLength={100} className={inputClass} />
      </FormField>
      <FormField id={`${id}-status`} label={text('list.status')} error={undefined}>
        <select id={`${id}-status`} name="status" defaultValue={fields.status ?? ''} className={selectClass}>
          <option value="">{text('list.any')}</option>
          {memberStatuses.map((status) => (
            <option key={status} value={status}>
              {text(`statuses.${status}`)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={`${id}-tier`} label={text('list.tier')} error={undefined}>
        <select id={`${id}-tier`} name="tier" defaultValue={fields.tier ?? ''} className={selectClass}>
          <option value="">{text('list.any')}</option>
          {(tiers.data ?? []).map((tier) => (
            <option key={tier.slug} value={tier.slug}>
              {tier.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={`${id}-country`} label={text('list.country')} error={undefined}>
        <select id={`${id}-country`} name="country" defaultValue={fields.country ?? ''} className={selectClass}>
          <option value="">{text('list.any')}</option>
          {countries.map((country) => (
            <option key={country} value={country}>
              {text(`countries.${country}`)}
            </option>
          ))}
        </select>
      </FormField>
      <div className="flex gap-2">
        <Button type="submit">
          <Search aria-hidden="true" />
          {text('list.search')}
        </Button>
        <Button type="button" variant="outline" onClick={() => onSearch({})}>
          {text('list.clear')}
        </Button>
      </div>
    </form>
  );
}
