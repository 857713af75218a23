import { usePageCopy, useTranslation } from '@web/i18n/locale-texts-context';
import type { Crumb } from '@web/components/breadcrumb';

/** Home › About › the sub-page: the way back from every page of the about section. */
export function useAboutBreadcrumb(page: 'missionValues' | 'history' | 'board' | 'premiumPartners'): Crumb[] {
  const { t } = useTranslation();
  const pageCopy = usePageCopy();
  return [{ label: t('nav.home'), href: '/' }, { label: pageCopy.about.heading, href: '/about' }, { label: pageCopy[page].heading }];
}
