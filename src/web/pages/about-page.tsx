import { ArrowRight } from 'lucide-react';
import { aboutOverview } from '@content/about/overview';
import { usePageCopy } from '@web/i18n/locale-texts-context';
import { CallToAction } from '@web/components/call-to-action';
import { SectionPageHeader } from '@web/components/section-page-header';
import { Section } from '@web/components/section';
import { StatGrid } from '@web/components/stat-grid';
import { ButtonLink } from '@web/components/ui/button-link';
import { HeroBadges } from '@web/features/about/hero-badges';
import { IconCardGrid } from '@web/features/about/icon-card-grid';
import { SectionLinkCards } from '@web/features/about/section-link-cards';
import { aboutMessages } from '@web/features/about/about-messages';
import { useMessages } from '@web/i18n/use-messages';
import { useLocalized } from '@web/lib/use-locale';

export default function AboutPage() {
  const localized = useLocalized();
  const t = useMessages(aboutMessages);
  const pageCopy = usePageCopy();
  const { badges, coreValues, sections, stats, closing } = aboutOverview;
  return (
    <>
      <SectionPageHeader heading={pageCopy.about.heading} intro={pageCopy.about.intro}>
        <HeroBadges items={badges} />
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink size="lg" to="/membership">
            {t('join')}
            <ArrowRight className="rtl:rotate-180" aria-hidden="true" />
          </ButtonLink>
          <ButtonLink size="lg" variant="outline" to="/contact">
            {t('overview.contact')}
          </ButtonLink>
        </div>
      </SectionPageHeader>
      <Section id="core-values" heading={localized(coreValues.heading)} intro={localized(coreValues.intro)}>
        <IconCardGrid items={coreValues.items} />
      </Section>
      <Section id="discover" tone="muted" heading={localized(sections.heading)} intro={localized(sections.intro)}>
        <SectionLinkCards items={sections.items} />
      </Section>
      <Section id="in-numbers" heading={localized(stats.heading)}>
        <StatGrid items={stats.items.map((item) => ({ value: localized(item.value), label: localized(item.label) }))} />
      </Section>
      <CallToAction
        heading={localized(closing.heading)}
        text={localized(closing.text)}
        primary={{ label: t('join'), href: '/membership' }}
        secondary={{ label: t('overview.contact'), href: '/contact' }}
      />
    </>
  );
}
