import { useQuery } from '@tanstack/react-query';
import type { NewsletterSubscriptionResponse } from '@shared/newsletter';
import { PageHeader } from '@web/components/page-header';
import { ButtonLink } from '@web/components/ui/button-link';
import { Spinner } from '@web/components/ui/spinner';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { ApiError, apiRequest } from '@web/lib/api-request';
import { useHydrated } from '@web/lib/use-hydrated';
import { useSearchParams } from '@web/page-runtime/page-location';

type LinkAction = 'confirm' | 'unsubscribe';

/** What following the link in the URL did, once known; undefined while it is being followed. */
function useLinkOutcome(action: LinkAction): string | undefined {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const token = params.get('token');
  const result = useQuery({
    queryKey: ['newsletter-link', action, token],
    enabled: Boolean(token),
    queryFn: () => apiRequest<NewsletterSubscriptionResponse>('POST', `/api/newsletter-subscriptions/${action}`, { token }),
  });
  if (!hydrated) return undefined;
  if (!token) return t('newsletter.missingToken');
  if (result.error instanceof ApiError) return result.error.serverMessage ?? result.error.message;
  if (result.isError) return t('newsletter.unreachable');
  return result.data ? t(`newsletter.${result.data.status}`) : undefined;
}

/**
 * Follows a confirm or unsubscribe link from a newsletter email. The page's
 * introduction says what is happening and then, in its place, what happened:
 * the layout of the first paint is the layout of the answer, and only the row
 * under the introduction turns from a spinner into the way home.
 */
export function NewsletterLinkPage({ action, heading, intro }: { action: LinkAction; heading: string; intro: string }) {
  const { t } = useTranslation();
  const outcome = useLinkOutcome(action);
  return (
    <PageHeader heading={heading} intro={outcome ?? intro} introIsStatus>
      <div className="mt-8 flex min-h-12 items-center">
        {outcome === undefined ? (
          <Spinner label={t('newsletter.working')} className="py-0" />
        ) : (
          <ButtonLink variant="outline" to="/">
            {t('newsletter.backHome')}
          </ButtonLink>
        )}
      </div>
    </PageHeader>
  );
}
