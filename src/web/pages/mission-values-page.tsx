import { missionValues } from '@content/about/mission-values';
import { usePageCopy } from '@web/i18n/locale-texts-context';
import { CallToAction } from '@web/components/call-to-action';
import { SectionPageHeader } from '@web/components/section-page-header';
import { Section } from '@web/components/section';
import { IconCardGrid } from '@web/features/about/icon-card-grid';
import { useAboutBreadcrumb } from '@web/features/about/use-about-breadcrumb';
import { ValueCard } from '@web/features/about/value-card';
import { aboutMessages } from '@web/features/about/about-messages';
import { useMessages } from '@web/i18n/use-messages';
import { useLocalized } from '@web/lib/use-locale';

export default function MissionValuesPage() {
  const localized = useLocalized();
  const t = useMessages(aboutMessages);
  const pageCopy = usePageCopy();
  const breadcrumb = useAboutBreadcrumb('missionValues');
  const { mission, values, closing } = missionValues;
  return (
    <>
      <SectionPageHeader heading={pageCopy.missionValues.heading} intro={pageCopy.missionValues.intro} breadcrumb={breadcrumb} />
      <Section id="mission" heading={localized(mission.heading)}>
        <p className="mb-10 max-w-3xl border-s-4 border-primary ps-6 text-xl leading-relaxed text-fg">{localized(mission.statement)}</p>
        <IconCardGrid items={mission.pillars} />
      </Section>
      <Section id="values" tone="muted" heading={localized(values.heading)} intro={localized(values.intro)}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {values.items.map((value) => (
            <li key={value.title.en}>
              <ValueCard value={value} />
            </li>
          ))}
        </ul>
      </Section>
      <CallToAction
        heading={localized(closing.heading)}
        text={localized(closing.text)}
        primary={{ label: t('join'), href: '/membership' }}
        secondary={{ label: t('missionValues.next'), href: '/about/history' }}
      />
    </>
  );
}
