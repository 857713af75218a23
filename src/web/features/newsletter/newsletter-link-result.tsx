import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleAlert } from 'lucide-react';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { useSearchParams } from 'react-router';
import type { NewsletterSubscriptionResponse } from '@shared/newsletter';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError, apiRequest } from '@web/lib/api-request';
import { LocalizedLink } from '@web/lib/localized-link';
import { useHydrated } from '@web/lib/use-hydrated';

/** Follows a confirm or unsubscribe link from a newsletter email and says what happened. */
export function NewsletterLinkResult({ action }: { action: 'confirm' | 'unsubscribe' }) {
  // The spinner and the result share one reserved height, so the footer stays put when the answer arrives.
  return (
    <div className="grid min-h-80 place-items-center">
      <LinkResult action={action} />
    </div>
  );
}

function LinkResult({ action }: { action: 'confirm' | 'unsubscribe' }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const token = params.get('token');
  const result = useQuery({
    queryKey: ['newsletter-link', action, token],
    enabled: Boolean(token),
    queryFn: () => apiRequest<NewsletterSubscriptionResponse>('POST', `/api/newsletter-subscriptions/${action}`, { token }),
  });

  if (!hydrated || (token && result.isPending)) return <Spinner label={t('newsletter.working')} />;
  const failed = !token || result.isError;
  const message = !token
    ? t('newsletter.missingToken')
    : result.error instanceof ApiError
      ? (result.error.serverMessage ?? result.error.message)
      : result.data
        ? t(`newsletter.${result.data.status}`)
        : '';
  const Icon = failed ? CircleAlert : CircleCheck;
  return (
    <div className="grid justify-items-center gap-5 py-10 text-center">
      <Icon className={failed ? 'size-10 text-danger' : 'size-10 text-primary'} aria-hidden="true" />
      <p role={failed ? 'alert' : 'status'} className="max-w-xl text-lg text-fg">
        {message}
      </p>
      <Button asChild variant="outline">
        <LocalizedLink to="/">{t('newsletter.backHome')}</LocalizedLink>
      </Button>
    </div>
  );
}
