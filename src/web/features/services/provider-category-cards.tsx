import type { MemberServicesContent } from '@content/services/page-schemas';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { useMessages } from '@web/i18n/use-messages';
import { useLocalized } from '@web/lib/use-locale';
import { ActionButton } from './action-button';
import { CheckList } from './check-list';
import { ServiceIcon } from './service-icon';
import { servicesMessages } from './services-messages';

type Categories = MemberServicesContent['categories'];

/** The provider network's main categories, each with its provider count and subcategories. */
export function ProviderCategoryCards({ categories }: { categories: Categories }) {
  const localized = useLocalized();
  const t = useMessages(servicesMessages);
  return (
    <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
      {categories.items.map((category) => {
        const title = localized(category.title);
        return (
          <li key={category.title.en} className="flex">
            <Card className="flex w-full flex-col">
              <div className="flex items-start justify-between gap-3">
                <ServiceIcon name={category.icon} />
                <Badge tone="secondary">{t('providers.count', { count: category.providerCount })}</Badge>
              </div>
              <h3 className="mt-5 text-lg font-semibold text-fg">{title}</h3>
              <p className="mt-2 text-sm text-fg-muted">{localized(category.description)}</p>
              <CheckList items={category.subcategories} className="mt-5 mb-6 border-t border-border pt-5" />
              <ActionButton action={categories.browse} context={title} variant="outline" size="sm" className="mt-auto" />
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
