import { history } from '@content/about/history';
import { usePageCopy } from '@web/i18n/locale-texts-context';
import { CallToAction } from '@web/components/call-to-action';
import { SectionPageHeader } from '@web/components/section-page-header';
import { Section } from '@web/components/section';
import { StatGrid } from '@web/components/stat-grid';
import { Timeline } from '@web/features/about/timeline';
import { useAboutBreadcrumb } from '@web/features/about/use-about-breadcrumb';
import { aboutMessages } from '@web/features/about/about-messages';
import { useMessages } from '@web/i18n/use-messages';
import { useLocalized } from '@web/lib/use-locale';

export default function HistoryPage() {
  const localized = useLocalized();
  const t = useMessages(aboutMessages);
  const pageCopy = usePageCopy();
  const breadcrumb = useAboutBreadcrumb('history');
  const { timeline, impact, closing } = history;
  return (
    <>
      <SectionPageHeader heading={pageCopy.history.heading} intro={pageCopy.history.intro} breadcrumb={breadcrumb} />
      <Section id="timeline" heading={localized(timeline.heading)} intro={localized(timeline.intro)}>
        <div className="max-w-4xl">
          <Timeline items={timeline.items} />
        </div>
      </Section>
      <Section id="impact" tone="muted" heading={localized(impact.heading)} intro={localized(impact.intro)}>
        <StatGrid items={impact.items.map((item) => ({ value: localized(item.value), label: localized(item.label) }))} />
      </Section>
      <CallToAction
        heading={localized(closing.heading)}
        text={localized(closing.text)}
        primary={{ label: t('history.next'), href: '/about/board' }}
        secondary={{ label: t('join'), href: '/membership' }}
      />
    </>
  );
}
