import { Building2, Cpu, Flame, Landmark, type LucideIcon } from 'lucide-react';
import type { Sector, SectorIcon } from '@content/market/focus-sectors';
import { useMessages } from '@web/i18n/use-messages';
import { useLocalized } from '@web/lib/use-locale';
import { marketMessages } from './market-messages';
import { useMarketFormatters } from './use-market-formatters';

const sectorIcons: Record<SectorIcon, LucideIcon> = {
  energy: Flame,
  finance: Landmark,
  infrastructure: Building2,
  technology: Cpu,
};

function BulletList({ heading, items }: { heading: string; items: string[] }) {
  return (
    <div>
      <h4 className="text-sm font-semibold text-fg">{heading}</h4>
      <ul className="mt-3 grid gap-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2.5 text-sm text-fg-muted">
            <span className="mt-1.5 size-1.5 shrink-0 rounded-full bg-accent" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SectorCard({ sector }: { sector: Sector }) {
  const localized = useLocalized();
  const t = useMessages(marketMessages);
  const format = useMarketFormatters();
  const Icon = sectorIcons[sector.icon];
  const figures = [
    { label: t('sectors.marketSize'), value: localized(sector.marketSize) },
    { label: t('sectors.growth'), value: localized(sector.growth) },
    { label: t('sectors.activeProjects'), value: format.number(sector.activeProjects) },
  ];
  return (
    <article id={sector.id} className="flex scroll-mt-24 flex-col rounded-2xl border border-border bg-surface-raised p-6 shadow-sm sm:p-8">
      <div className="flex items-center gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <h3 className="text-xl font-semibold text-balance text-fg">{localized(sector.title)}</h3>
      </div>
      <p className="mt-4 text-fg-muted">{localized(sector.description)}</p>
      <dl className="mt-6 grid grid-cols-3 gap-3">
        {figures.map((figure) => (
          <div key={figure.label} className="flex flex-col rounded-xl bg-surface-muted p-3">
            <dt className="text-xs font-medium text-fg-muted">{figure.label}</dt>
            <dd className="order-first text-base font-bold text-fg tabular-nums sm:text-lg">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6">
        <p className="flex items-baseline justify-between gap-4 text-sm">
          <span className="font-medium text-fg">{t('sectors.shareOfTrade')}</span>
          <span className="font-semibold text-fg tabular-nums">{format.percent(sector.stats.share)}</span>
        </p>
        <span aria-hidden="true" className="mt-2 block h-2.5 overflow-hidden rounded-full bg-surface-muted">
          <span className="block h-full rounded-full bg-primary" style={{ width: `${sector.stats.share}%` }} />
        </span>
        <p className="mt-2 text-xs text-fg-muted">{localized(sector.stats.description)}</p>
      </div>
      <div className="mt-6 grid gap-6 border-t border-border pt-6 sm:grid-cols-2">
        <BulletList heading={t('sectors.opportunities')} items={sector.opportunities.map(localized)} />
        <BulletList heading={t('sectors.keyProjects')} items={sector.keyProjects.map(localized)} />
      </div>
    </article>
  );
}
