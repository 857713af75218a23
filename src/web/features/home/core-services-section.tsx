import type { CoreServicesSection as CoreServicesContent } from '@content/home/core-services';
import { Section } from '@web/components/section';
import { ButtonLink } from '@web/components/ui/button-link';
import { useMessages } from '@web/i18n/use-messages';
import { useLocalized } from '@web/lib/use-locale';
import { homeMessages } from './home-messages';
import { ServiceCard } from './service-card';

export function CoreServicesSection({ content }: { content: CoreServicesContent }) {
  const localized = useLocalized();
  const t = useMessages(homeMessages);
  return (
    <Section id="core-services" tone="muted" heading={localized(content.heading)} intro={localized(content.intro)}>
      <div className="grid gap-6 md:grid-cols-3">
        {content.services.map((service) => (
          <ServiceCard key={service.id} service={service} learnMore={t('coreServices.learnMore')} />
        ))}
      </div>
      <div className="mt-10 flex justify-center">
        <ButtonLink variant="outline" size="lg" to={content.viewAllHref}>
          {t('coreServices.viewAll')}
        </ButtonLink>
      </div>
    </Section>
  );
}
