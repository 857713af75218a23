import { ArrowRight, Building2, Landmark, TrendingUp, type LucideIcon } from 'lucide-react';
import type { HeroStatisticIcon, HomeHero as HomeHeroContent } from '@content/home/hero';
import { SkylineScene } from '@web/components/illustration/skyline-scene';
import { ButtonLink } from '@web/components/ui/button-link';
import { useMessages } from '@web/i18n/use-messages';
import { useLocalized } from '@web/lib/use-locale';
import { HeroLattice } from './hero-lattice';
import { homeMessages } from './home-messages';

const statisticIcons: Record<HeroStatisticIcon, LucideIcon> = {
  trade: TrendingUp,
  investment: Landmark,
  members: Building2,
};

/** The home page's opening band: the page's h1, its subtitle, the two main actions and three figures. */
export function HomeHero({ heading, subtitle, content }: { heading: string; subtitle: string; content: HomeHeroContent }) {
  const localized = useLocalized();
  const t = useMessages(homeMessages);
  return (
    <section className="relative isolate overflow-hidden border-b border-border bg-surface-muted">
      <HeroLattice className="absolute inset-0 -z-10 text-primary opacity-[0.08] [mask-image:linear-gradient(to_bottom,black_20%,transparent_85%)] dark:opacity-[0.12]" />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60%_70%_at_85%_15%,var(--primary-soft),transparent)] rtl:bg-[radial-gradient(60%_70%_at_15%_15%,var(--primary-soft),transparent)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-14 pb-36 sm:px-6 sm:pt-20 sm:pb-44 lg:grid-cols-[1.2fr_1fr] lg:gap-16 lg:px-8 lg:pt-24 lg:pb-52">
        <div>
          <p className="inline-flex items-center gap-3 rounded-full border border-border bg-surface-raised/80 px-4 py-1.5 text-sm font-semibold text-fg shadow-sm">
            <span className="flex h-1.5 w-8 overflow-hidden rounded-full" aria-hidden="true">
              <span className="w-1/2 bg-primary" />
              <span className="w-1/2 bg-accent" />
            </span>
            {localized(content.eyebrow)}
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance text-fg sm:text-5xl lg:text-6xl">{heading}</h1>
          <p className="mt-6 max-w-2xl text-lg text-pretty text-fg-muted sm:text-xl">{subtitle}</p>
          <div className="mt-9 flex flex-wrap gap-3">
            <ButtonLink size="lg" to={content.primaryHref}>
              {t('hero.join')}
              <ArrowRight className="rtl:rotate-180" aria-hidden="true" />
            </ButtonLink>
            <ButtonLink size="lg" variant="outline" to={content.secondaryHref}>
              {t('hero.exploreServices')}
            </ButtonLink>
          </div>
        </div>
        <ul aria-label={t('hero.statisticsLabel')} className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
          {content.statistics.map((statistic) => {
            const Icon = statisticIcons[statistic.icon];
            return (
              <li
                key={statistic.icon}
                className="flex items-center gap-4 rounded-2xl border border-border bg-surface-raised/95 p-5 shadow-sm backdrop-blur sm:flex-col sm:items-start lg:flex-row lg:items-center"
              >
                <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <p className="grid">
                  <span className="text-3xl font-bold tracking-tight text-primary">{localized(statistic.value)}</span>
                  <span className="font-semibold text-fg">{localized(statistic.label)}</span>
                  <span className="text-sm text-fg-muted">{localized(statistic.description)}</span>
                </p>
              </li>
            );
          })}
        </ul>
      </div>
      <SkylineScene className="absolute inset-x-0 bottom-1.5 h-28 w-full sm:h-36 lg:h-[200px]" />
      {/* Under the skyline the colours follow its geography (the Netherlands west, Qatar east) in every language. */}
      <div className="absolute inset-x-0 bottom-0 flex h-1.5" dir="ltr" aria-hidden="true">
        <span className="flex-1 bg-accent" />
        <span className="flex-1 bg-primary" />
      </div>
    </section>
  );
}
