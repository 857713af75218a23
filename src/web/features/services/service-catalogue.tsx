import { ArrowRight } from 'lucide-react';
import type { ServicesIndexContent } from '@content/services/page-schemas';
import { pages } from '@shared/routes';
import { LocalizedLink } from '@web/lib/localized-link';
import { useMessages } from '@web/i18n/use-messages';
import { useLocalized } from '@web/lib/use-locale';
import { CheckList } from './check-list';
import { ServiceIcon } from './service-icon';
import { servicesMessages } from './services-messages';

type Catalogue = ServicesIndexContent['catalogue'];

/**
 * One card per service page. The whole card is clickable through its one
 * link, whose name starts with the visible "Learn More" and adds the service.
 */
export function ServiceCatalogue({ catalogue }: { catalogue: Catalogue }) {
  const localized = useLocalized();
  const t = useMessages(servicesMessages);
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
      {catalogue.items.map((service) => {
        const title = localized(service.title);
        return (
          <li
            key={service.page}
            className="group relative flex flex-col rounded-2xl border border-border bg-surface-raised p-6 shadow-sm transition-shadow hover:border-primary/40 hover:shadow-md"
          >
            <ServiceIcon name={service.icon} />
            <h3 className="mt-5 text-lg font-semibold text-fg">{title}</h3>
            <p className="mt-2 text-sm text-fg-muted">{localized(service.description)}</p>
            <CheckList items={service.features} className="mt-5 mb-6" />
            <LocalizedLink
              to={pages[service.page].path}
              className="mt-auto inline-flex items-center gap-2 text-sm font-semibold text-primary after:absolute after:inset-0 after:rounded-2xl group-hover:underline"
            >
              {t('catalogue.learnMore')}
              <span className="sr-only">: {title}</span>
              <ArrowRight className="size-4 rtl:rotate-180" aria-hidden="true" />
            </LocalizedLink>
          </li>
        );
      })}
    </ul>
  );
}
