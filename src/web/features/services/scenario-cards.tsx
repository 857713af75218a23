import type { TaxAdvisoryContent } from '@content/services/page-schemas';
import { Card } from '@web/components/ui/card';
import { useMessages } from '@web/i18n/use-messages';
import { useLocalized } from '@web/lib/use-locale';
import { ServiceIcon } from './service-icon';
import { servicesMessages } from './services-messages';

type Scenarios = TaxAdvisoryContent['scenarios'];

/** Worked examples: the situation a member faced and how we approached it. */
export function ScenarioCards({ scenarios }: { scenarios: Scenarios }) {
  const localized = useLocalized();
  const t = useMessages(servicesMessages);
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {scenarios.items.map((scenario) => (
        <li key={scenario.title.en} className="flex">
          <Card className="flex w-full flex-col">
            <ServiceIcon name={scenario.icon} />
            <h3 className="mt-5 text-lg font-semibold text-fg">{localized(scenario.title)}</h3>
            <dl className="mt-4 grid gap-4 text-sm">
              <div>
                <dt className="font-semibold text-fg">{t('scenarios.challenge')}</dt>
                <dd className="mt-1 text-fg-muted">{localized(scenario.challenge)}</dd>
              </div>
              <div className="rounded-xl bg-surface-muted p-4">
                <dt className="font-semibold text-fg">{t('scenarios.approach')}</dt>
                <dd className="mt-1 text-fg-muted">{localized(scenario.approach)}</dd>
              </div>
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}
