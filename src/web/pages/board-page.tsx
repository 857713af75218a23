import { boardLeaders, boardMembers, boardPage } from '@content/about/board';
import { usePageCopy } from '@web/i18n/locale-texts-context';
import { CallToAction } from '@web/components/call-to-action';
import { SectionPageHeader } from '@web/components/section-page-header';
import { Section } from '@web/components/section';
import { BoardMemberCard } from '@web/features/about/board-member-card';
import { LeaderCard } from '@web/features/about/leader-card';
import { QuoteBlock } from '@web/features/about/quote-block';
import { useAboutBreadcrumb } from '@web/features/about/use-about-breadcrumb';
import { aboutMessages } from '@web/features/about/about-messages';
import { useMessages } from '@web/i18n/use-messages';
import { useLocalized } from '@web/lib/use-locale';

export default function BoardPage() {
  const localized = useLocalized();
  const t = useMessages(aboutMessages);
  const pageCopy = usePageCopy();
  const breadcrumb = useAboutBreadcrumb('board');
  const { leadership, members, statement, closing } = boardPage;
  const chairperson = boardLeaders[0];
  return (
    <>
      <SectionPageHeader heading={pageCopy.board.heading} intro={pageCopy.board.intro} breadcrumb={breadcrumb} />
      <Section id="leadership" heading={localized(leadership.heading)} intro={localized(leadership.intro)}>
        <ul className="grid gap-6 lg:grid-cols-2">
          {boardLeaders.map((leader) => (
            <li key={leader.name.en}>
              <LeaderCard leader={leader} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="members" tone="muted" heading={localized(members.heading)} intro={localized(members.intro)}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {boardMembers.map((member) => (
            <li key={member.name.en}>
              <BoardMemberCard member={member} />
            </li>
          ))}
        </ul>
      </Section>
      {chairperson ? (
        <Section id="statement" heading={localized(statement.heading)}>
          <QuoteBlock quote={localized(statement.quote)} author={chairperson.name} role={localized(chairperson.position)} />
        </Section>
      ) : null}
      <CallToAction
        heading={localized(closing.heading)}
        text={localized(closing.text)}
        primary={{ label: t('join'), href: '/membership' }}
        secondary={{ label: t('board.next'), href: '/about/premium-partners' }}
      />
    </>
  );
}
