import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { AccountOverview, ProfileUpdate } from '@shared/accounts';
import { CountryOptions } from '@web/components/country-options';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageForm } from '@web/components/ui/page-form';
import { FormField, inputClass, TextField } from '@web/components/ui/form-field';
import { showToast } from '@web/components/ui/toast-store';
import { useMessages } from '@web/i18n/use-messages';
import { updateProfile } from './account-api';
import { accountQueryKey } from './use-account';
import { useApiErrorToast } from './use-api-error-toast';
import { accountCatalog } from './account-catalog';
import { useAccountFormResolver } from './account-form-resolver';

/** Phone, country, company and directory listing: what a member may change about themselves. */
export function ProfileForm({ member }: { member: AccountOverview['member'] }) {
  const text = useMessages(accountCatalog);
  const queryClient = useQueryClient();
  const showError = useApiErrorToast();
  const resolver = useAccountFormResolver<ProfileUpdate>('profile');
  const form = useForm<ProfileUpdate>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      phoneNumber: member.phoneNumber ?? '',
      country: member.country,
      companyName: member.companyName ?? '',
      showInDirectory: member.showInDirectory,
    },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(values: ProfileUpdate) {
    try {
      queryClient.setQueryData(accountQueryKey, await updateProfile(values));
      showToast({ variant: 'default', title: text('profile.saved') });
    } catch (error) {
      showError(error);
    }
  }

  return (
    <Card className="grid gap-5">
      <div>
        <h2 className="text-xl font-semibold text-fg">{text('profile.heading')}</h2>
        <p className="mt-1 text-sm text-fg-muted">{text('profile.intro')}</p>
      </div>
      <p className="text-sm text-fg">
        <span className="font-semibold">
          {member.firstName} {member.lastName}
        </span>{' '}
        · <bdi>{member.username}</bdi> · <bdi>{member.email}</bdi>
      </p>
      <PageForm formId="profile" onSubmit={form.handleSubmit(submit)} className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="profile-company"
          label={text('fields.companyName')}
          error={errors.companyName?.message}
          autoComplete="organization"
          registration={form.register('companyName')}
        />
        <TextField
          id="profile-phone"
          type="tel"
          dir="ltr"
          label={text('fields.phoneNumber')}
          error={errors.phoneNumber?.message}
          autoComplete="tel"
          registration={form.register('phoneNumber')}
        />
        <FormField id="profile-country" label={text('fields.country')} error={errors.country?.message}>
          <select id="profile-country" autoComplete="country-name" className={inputClass} {...form.register('country')}>
            <CountryOptions />
          </select>
        </FormField>
        <label className="flex items-center gap-3 self-end pb-2 text-sm text-fg">
          <input type="checkbox" className="size-5 accent-[var(--color-primary)]" {...form.register('showInDirectory')} />
          {text('profile.showInDirectory')}
        </label>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? text('overview.saving') : text('profile.save')}
          </Button>
        </div>
      </PageForm>
    </Card>
  );
}
