import { useTranslation } from 'react-i18next';
import { pageCopy } from '@content/pages';
import type { Crumb } from '@web/components/breadcrumb';
import { useLocalized } from '@web/lib/use-locale';

/** Home › About › the sub-page: the way back from every page of the about section. */
export function useAboutBreadcrumb(page: 'missionValues' | 'history' | 'board' | 'premiumPartners'): Crumb[] {
  const { t } = useTranslation();
  const localized = useLocalized();
  return [
    { label: t('nav.home'), href: '/' },
    { label: localized(pageCopy.about.heading), href: '/about' },
    { label: localized(pageCopy[page].heading) },
  ];
}
