import type { SectorShare } from '@content/market/overview';
import { clsx } from 'clsx';
import { useLocalized } from '@web/lib/use-locale';
import { useMarketFormatters } from './use-market-formatters';

const barTones = ['bg-primary', 'bg-accent', 'bg-secondary'];

/**
 * Horizontal bars of each sector's share. The value is written next to each
 * bar, so the bars themselves are hidden from assistive technology.
 */
export function SectorShareChart({ label, source, shares }: { label: string; source: string; shares: SectorShare[] }) {
  const localized = useLocalized();
  const format = useMarketFormatters();
  return (
    <figure className="rounded-2xl border border-border bg-surface-raised p-6 shadow-sm sm:p-8">
      <figcaption className="text-lg font-semibold text-fg">{label}</figcaption>
      <ul className="mt-6 grid gap-5">
        {shares.map((sector, index) => (
          <li key={sector.sector.en} className="grid gap-2">
            <span className="flex items-baseline justify-between gap-4 text-sm">
              <span className="font-medium text-fg">{localized(sector.sector)}</span>
              <span className="font-semibold text-fg tabular-nums">{format.percent(sector.share)}</span>
            </span>
            <span aria-hidden="true" className="block h-3 overflow-hidden rounded-full bg-surface-muted">
              <span
                className={clsx('block h-full rounded-full', barTones[index % barTones.length])}
                style={{ width: `${sector.share}%` }}
              />
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-xs text-fg-muted">{source}</p>
    </figure>
  );
}
