import type { BoardLeader } from '@content/about/board';
import { Card } from '@web/components/ui/card';
import { useMessages } from '@web/i18n/use-messages';
import { useLocalized } from '@web/lib/use-locale';
import avatar from '@web/islands/avatar';
import { Island } from '@web/page-runtime/island';
import { Avatar } from './avatar';
import { aboutMessages } from './about-messages';
import { CountryBadge } from './country-badge';

export function LeaderCard({ leader }: { leader: BoardLeader }) {
  const localized = useLocalized();
  const t = useMessages(aboutMessages);
  return (
    <Card padding="lg" className="flex h-full flex-col gap-5">
      <div className="flex items-center gap-5">
        {/* Only a portrait that loads an image has states to follow in the browser. */}
        {leader.imageUrl ? (
          <Island of={avatar} props={{ name: leader.name.en, src: leader.imageUrl, size: 'lg', country: leader.country }} />
        ) : (
          <Avatar name={leader.name.en} size="lg" country={leader.country} />
        )}
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{localized(leader.position)}</p>
          <h3 className="text-xl font-bold text-fg">{localized(leader.name)}</h3>
          <p className="text-fg-muted">{leader.company}</p>
        </div>
      </div>
      <div>
        <CountryBadge country={leader.country} />
      </div>
      <p className="leading-relaxed text-fg-muted">{localized(leader.bio)}</p>
      <div className="mt-auto">
        <h4 className="text-sm font-semibold text-fg">{t('board.expertise')}</h4>
        <ul className="mt-2 flex flex-wrap gap-2">
          {leader.expertise.map((item) => (
            <li key={item.en} className="rounded-full border border-border px-3 py-1 text-sm text-fg-muted">
              {localized(item)}
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
