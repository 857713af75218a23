import type { BoardMember } from '@content/about/board';
import { Card } from '@web/components/ui/card';
import { useMessages } from '@web/i18n/use-messages';
import { useLocalized } from '@web/lib/use-locale';
import { Avatar } from './avatar';
import { aboutMessages } from './about-messages';
import { CountryBadge } from './country-badge';

export function BoardMemberCard({ member }: { member: BoardMember }) {
  const localized = useLocalized();
  const t = useMessages(aboutMessages);
  return (
    <Card className="flex h-full flex-col gap-4">
      <div className="flex items-center gap-4">
        <Avatar name={member.name.en} src={member.imageUrl} country={member.country} />
        <div className="min-w-0">
          <h3 className="font-semibold text-fg">{localized(member.name)}</h3>
          <p className="text-sm text-fg-muted">{member.company}</p>
        </div>
      </div>
      <div>
        <CountryBadge country={member.country} />
      </div>
      <dl className="grid gap-2 text-sm">
        <div>
          <dt className="font-medium text-fg">{t('board.sector')}</dt>
          <dd className="text-fg-muted">{localized(member.sector)}</dd>
        </div>
        <div>
          <dt className="font-medium text-fg">{t('board.focus')}</dt>
          <dd className="text-fg-muted">{localized(member.focus)}</dd>
        </div>
      </dl>
    </Card>
  );
}
