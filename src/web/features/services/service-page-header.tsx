import { ArrowRight } from 'lucide-react';
import { usePageCopy, useTranslation } from '@web/i18n/locale-texts-context';
import type { LinkAction } from '@content/services/service-types';
import type { PageKey } from '@shared/routes';
import { SectionPageHeader } from '@web/components/section-page-header';
import { ActionButton } from './action-button';

const servicesPath = '/services';

/**
 * The opening band of a service page: the way back to Services (a back link,
 * a breadcrumb, or both), the page's heading and intro, and its hero buttons.
 */
export function ServicePageHeader({
  page,
  actions = [],
  trail = 'back',
}: {
  page: PageKey;
  actions?: LinkAction[];
  trail?: 'back' | 'breadcrumb' | 'both';
}) {
  const { t } = useTranslation();
  const pageCopy = usePageCopy();
  const servicesLabel = pageCopy.services.heading;
  const heading = pageCopy[page].heading;
  const breadcrumb = [{ label: t('nav.home'), href: '/' }, { label: servicesLabel, href: servicesPath }, { label: heading }];
  return (
    <SectionPageHeader
      heading={heading}
      intro={pageCopy[page].intro}
      back={trail === 'breadcrumb' ? undefined : { href: servicesPath, label: servicesLabel }}
      breadcrumb={trail === 'back' ? undefined : breadcrumb}
    >
      {actions.length > 0 ? (
        <div className="mt-8 flex flex-wrap gap-3">
          {actions.map((action, index) => (
            <ActionButton
              key={action.href}
              action={action}
              size="lg"
              variant={index === 0 ? 'primary' : 'outline'}
              icon={index === 0 ? <ArrowRight className="rtl:rotate-180" aria-hidden="true" /> : undefined}
            />
          ))}
        </div>
      ) : null}
    </SectionPageHeader>
  );
}
