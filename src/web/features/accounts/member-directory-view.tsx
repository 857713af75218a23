import { Building2, Search, UserRound } from 'lucide-react';
import { useDeferredValue } from 'react';
import { useSearchParams } from '@web/page-runtime/page-location';
import { CountryOptions } from '@web/components/country-options';
import { Badge } from '@web/components/ui/badge';
import { ButtonLink } from '@web/components/ui/button-link';
import { Card } from '@web/components/ui/card';
import { FormField, inputClass } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { ApiError } from '@web/lib/api-request';
import { useHydrated } from '@web/lib/use-hydrated';
import { useMessages } from '@web/i18n/use-messages';
import { fetchMemberDirectory } from './account-api';
import { SignInNeeded } from './sign-in-needed';
import { useMembersOnly } from './use-account';
import { accountCatalog } from './account-catalog';

/** The members-only directory: search and country live in the URL, so a filtered view can be shared. */
export function MemberDirectoryView() {
  const { t } = useTranslation();
  const text = useMessages(accountCatalog);
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const q = hydrated ? (params.get('q') ?? '') : '';
  const country = hydrated ? (params.get('country') ?? '') : '';
  const query = useDeferredValue({ q: q.trim(), country });
  const members = useMembersOnly(['member-directory', query.q, query.country], () => fetchMemberDirectory(query));

  function setFilter(name: 'q' | 'country', value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  }

  if (members.loading) return <Spinner label={text('directory.loading')} />;
  if (members.signedOut) return <SignInNeeded />;
  if (members.error instanceof ApiError && members.error.status === 403) {
    return (
      <Card className="mx-auto grid max-w-lg gap-3 text-center">
        <p className="text-fg">{text('directory.inactive')}</p>
      </Card>
    );
  }
  if (!members.data) {
    return (
      <p role="alert" className="rounded-2xl border border-border bg-surface-raised p-8 text-center text-fg">
        {text('overview.loadFailed')}
      </p>
    );
  }
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_14rem]">
        <FormField id="directory-search" label={text('directory.searchLabel')} error={undefined}>
          <div className="relative">
            <Search className="pointer-events-none absolute start-3 top-3 size-5 text-fg-muted" aria-hidden="true" />
            <input
              id="directory-search"
              type="search"
              value={q}
              placeholder={text('directory.searchPlaceholder')}
              onChange={(event) => setFilter('q', event.target.value)}
              className={`${inputClass} ps-10`}
            />
          </div>
        </FormField>
        <FormField id="directory-country" label={text('fields.country')} error={undefined}>
          <select
            id="directory-country"
            value={country}
            onChange={(event) => setFilter('country', event.target.value)}
            className={inputClass}
          >
            <option value="">{text('directory.allCountries')}</option>
            <CountryOptions />
          </select>
        </FormField>
      </div>
      <p role="status" className="text-sm text-fg-muted">
        {text('directory.membersFound', { count: members.data.length })}
      </p>
      {members.data.length === 0 ? (
        <EmptyDirectory searched={Boolean(query.q || query.country)} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {members.data.map((member, index) => (
            <li key={`${member.name}-${index}`}>
              <Card className="grid h-full gap-2">
                <h2 className="font-semibold text-fg">{member.name}</h2>
                {member.companyName ? (
                  <p className="flex items-center gap-2 text-sm text-fg-muted">
                    <Building2 className="size-4" aria-hidden="true" />
                    <span className="sr-only">{text('directory.company')}: </span>
                    {member.companyName}
                  </p>
                ) : null}
                <div className="mt-auto flex flex-wrap gap-2 pt-2">
                  <Badge tone="secondary">{t(`checkout.countries.${member.country}`)}</Badge>
                  <Badge tone="neutral">
                    <span className="sr-only">{text('directory.tier')}: </span>
                    {member.tierName}
                  </Badge>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A search that finds no one says so (the spec's words); an empty directory says how it fills up. */
function EmptyDirectory({ searched }: { searched: boolean }) {
  const text = useMessages(accountCatalog);
  if (searched) {
    return (
      <div className="grid gap-2 rounded-2xl border border-border bg-surface-raised p-8 text-center">
        <p className="font-medium text-fg">{text('directory.empty')}</p>
        <p className="text-sm text-fg-muted">{text('directory.emptyHelp', { all: text('directory.allCountries') })}</p>
      </div>
    );
  }
  return (
    <div className="grid justify-items-center gap-3 rounded-2xl border border-border bg-surface-raised p-8 text-center">
      <p className="font-medium text-fg">{text('directory.noneListed')}</p>
      <p className="max-w-xl text-sm text-fg-muted">{text('directory.noneListedHelp', { option: text('profile.showInDirectory') })}</p>
      <ButtonLink variant="outline" to="/account" className="mt-2">
        <UserRound aria-hidden="true" />
        {text('directory.openProfile')}
      </ButtonLink>
    </div>
  );
}
