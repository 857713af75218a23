import type { HomePartnersSection, PartnerCountry } from '@content/home/partners';
import { MonogramTile } from '@web/components/illustration/monogram-tile';
import { Section } from '@web/components/section';
import { clsx } from 'clsx';
import { useMessages } from '@web/i18n/use-messages';
import { useLocalized } from '@web/lib/use-locale';
import { homeMessages } from './home-messages';

const countryOrder: PartnerCountry[] = ['qatar', 'netherlands'];

export function PartnerNetworkSection({ content }: { content: HomePartnersSection }) {
  const localized = useLocalized();
  const t = useMessages(homeMessages);
  return (
    <Section id="partner-network" heading={localized(content.heading)} intro={localized(content.intro)}>
      <div className="grid gap-12">
        {countryOrder.map((country) => (
          <div key={country}>
            <h3 className="mb-5 flex items-center gap-3 text-lg font-semibold text-fg">
              <span className={clsx('h-5 w-1.5 rounded-full', country === 'qatar' ? 'bg-primary' : 'bg-accent')} aria-hidden="true" />
              {t(`partners.groups.${country}`)}
            </h3>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {content.partners
                .filter((partner) => partner.country === country)
                .map((partner) => (
                  <li
                    key={partner.name}
                    className="flex items-center gap-3 rounded-xl border border-border bg-surface-raised p-4 shadow-sm"
                  >
                    <MonogramTile name={partner.name} size="sm" />
                    <span className="grid min-w-0">
                      <span className="font-medium text-fg">{partner.name}</span>
                      <span className="text-xs font-medium text-fg-muted">{t(`partners.countries.${country}`)}</span>
                    </span>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="mx-auto mt-14 max-w-3xl rounded-2xl border border-border bg-surface-muted px-6 py-5 text-center text-lg font-semibold text-balance text-fg">
        {localized(content.closingLine)}
      </p>
    </Section>
  );
}
