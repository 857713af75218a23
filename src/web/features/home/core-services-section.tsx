import type { CoreServicesSection as CoreServicesContent } from '@content/home/core-services';
import { Section } from '@web/components/section';
import { Button } from '@web/components/ui/button';
import { useMessages } from '@web/i18n/use-messages';
import { LocalizedLink } from '@web/lib/localized-link';
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
        <Button asChild variant="outline" size="lg">
          <LocalizedLink to={content.viewAllHref}>{t('coreServices.viewAll')}</LocalizedLink>
        </Button>
      </div>
    </Section>
  );
}
