import { parse } from 'node-html-parser';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { coreServices } from '../../content/home/core-services';
import { homeIntro } from '../../content/home/hero';
import { homeNews } from '../../content/home/home-news';
import { latestArticles } from '../../content/news/articles';
import { homePartners } from '../../content/home/partners';
import { homePlans } from '../../content/home/plans';
import { culturalDifferences } from '../../content/market/cultural-differences';
import { focusSectors } from '../../content/market/focus-sectors';
import { marketHub } from '../../content/market/hub';
import { marketOverview } from '../../content/market/overview';
import { marketPartners } from '../../content/market/partners';
import { publications } from '../../content/market/publications';
import { catalogText, pageCopy } from '../helpers/messages';
import { localizePath, type Locale } from '../../src/shared/locales';
import { baseUrl, expectNoAxeViolations, useBrowser, viewports, waitForHydration, withPage } from './support';

const browser = useBrowser();

const pagePaths = [
  '/',
  '/market-info',
  '/market-info/overview',
  '/market-info/cultural-differences',
  '/market-info/focus-sectors',
  '/market-info/publications',
  '/market-info/partners',
];

/** A section of the page, found as a user finds it: by its h2. */
function region(page: Page, heading: { en: string }): Locator {
  return page.getByRole('region', { name: heading.en, exact: true });
}

async function headingsIn(scope: Locator, level: number): Promise<string[]> {
  return (await scope.getByRole('heading', { level }).allTextContents()).map((text) => text.trim());
}

async function hrefOf(scope: Locator, name: string | RegExp): Promise<string | null> {
  return scope.getByRole('link', { name, exact: typeof name === 'string' }).getAttribute('href');
}

/** Opens `path`, waits for hydration, runs `check` and expects the page to have logged no errors. */
async function withHydratedPage(path: string, check: (page: Page) => Promise<void>, options: BrowserContextOptions = {}): Promise<void> {
  await withPage(browser(), path, options, async ({ page, errors }) => {
    await waitForHydration(page);
    await check(page);
    expect(errors).toEqual([]);
  });
}

/** The closing call to action: Become a Member, and the page's own next step. */
async function expectCallToAction(page: Page, next: string, nextHref: string): Promise<void> {
  const main = page.getByRole('main');
  await expect.poll(() => hrefOf(main, 'Become a Member')).toBe('/membership');
  await expect.poll(() => hrefOf(main, next)).toBe(nextHref);
}

async function expectBreadcrumbToHub(page: Page): Promise<void> {
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect.poll(() => hrefOf(breadcrumb, 'Market Information')).toBe('/market-info');
}

describe('home page', () => {
  it('opens with the alliance hero: h1, subtitle, both buttons and three statistic cards', async () => {
    await withHydratedPage('/', async (page) => {
      const main = page.getByRole('main');
      await expect.poll(() => main.getByRole('heading', { level: 1 }).textContent()).toBe(pageCopy.home.heading.en);
      await expect.poll(() => main.getByText(pageCopy.home.intro.en).isVisible()).toBe(true);
      await expect.poll(() => hrefOf(main, 'Become a Member')).toBe('/membership');
      await expect.poll(() => hrefOf(main, 'Explore Services')).toBe('/services');
      const statistics = main.getByRole('list', { name: catalogText('en', 'home', 'hero.statisticsLabel') });
      await expect
        .poll(() => statistics.getByRole('listitem').allTextContents())
        .toEqual([expect.stringContaining('€30B+'), expect.stringContaining('€8B+'), expect.stringContaining('1,500+')]);
      await expect.poll(() => statistics.textContent()).toContain('Expected by 2025');
    });
  });

  it('has the intro with three key statistics and the three core services with four bullets each', async () => {
    await withHydratedPage('/', async (page) => {
      await expect.poll(() => region(page, homeIntro.heading).locator('dt').count()).toBe(3);
      const services = region(page, coreServices.heading);
      await expect.poll(() => headingsIn(services, 3)).toEqual(['Market Expansion', 'Business Networking', 'Legal & Compliance']);
      for (const card of await services.getByRole('article').all()) {
        await expect.poll(() => card.getByRole('listitem').count()).toBe(4);
      }
      await expect.poll(() => hrefOf(services, /^Learn More\s*: Market Expansion$/)).toBe('/services/market-expansion');
      await expect.poll(() => hrefOf(services, /^Learn More\s*: Business Networking$/)).toBe('/events');
      await expect.poll(() => hrefOf(services, /^Learn More\s*: Legal & Compliance$/)).toBe('/services/legal-advisory');
      await expect.poll(() => hrefOf(services, 'View All Services')).toBe('/services');
    });
  });

  it('shows three news cards, three price cards and the partner grid with its closing line', async () => {
    await withHydratedPage('/', async (page) => {
      const news = region(page, homeNews.heading);
      const newest = latestArticles(homeNews.count);
      await expect.poll(() => headingsIn(news, 3)).toHaveLength(3);
      const readMore = news.getByRole('link', { name: /^Read More/ });
      await expect.poll(() => readMore.count()).toBe(3);
      await expect
        .poll(async () => Promise.all((await readMore.all()).map((link) => link.getAttribute('href'))))
        .toEqual(newest.map((article) => `/news/${article.id}`));
      // A story without its own reading time reads '5 min read', the section's default.
      const fiveMinutes = newest.filter((article) => (article.readTime ?? homeNews.defaultReadTimeMinutes) === 5).length;
      await expect.poll(() => news.getByText('5 min read').count()).toBe(fiveMinutes);

      const plans = region(page, homePlans.heading);
      await expect.poll(() => headingsIn(plans, 3)).toEqual(['Small Business', 'Medium Enterprise', 'Large Enterprise']);
      for (const price of ['€750', '€1,250', '€2,500', '1-10 employees', '11-250 employees', 'More than 250 employees']) {
        await expect.poll(() => plans.textContent()).toContain(price);
      }
      await expect.poll(() => plans.getByText('Most Popular').count()).toBe(1);
      const planLinks = plans.getByRole('link', { name: /^Choose Plan/ });
      await expect
        .poll(async () => Promise.all((await planLinks.all()).map((link) => link.getAttribute('href'))))
        .toEqual(homePlans.plans.map((plan) => `/membership#tier-${plan.tier.slug}`));
      await expect
        .poll(() => plans.getByRole('link', { name: 'See every membership and compare benefits' }).getAttribute('href'))
        .toBe('/membership#choose');

      const partners = region(page, homePartners.heading);
      await expect.poll(() => headingsIn(partners, 3)).toEqual(['Qatari companies', 'Dutch companies']);
      await expect.poll(() => partners.getByRole('list').nth(0).getByRole('listitem').count()).toBe(12);
      await expect.poll(() => partners.getByRole('list').nth(1).getByRole('listitem').count()).toBe(11);
      await expect.poll(() => partners.getByText(homePartners.closingLine.en).isVisible()).toBe(true);
    });
  });
});

describe('market information pages', () => {
  it('the hub links to the five guides, then to membership and contact', async () => {
    await withHydratedPage('/market-info', async (page) => {
      const guides = region(page, marketHub.heading);
      await expect.poll(() => headingsIn(guides, 3)).toEqual(marketHub.cards.map((card) => card.title.en));
      const hrefs = () => guides.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      await expect.poll(hrefs).toEqual(marketHub.cards.map((card) => card.href));
      await expectCallToAction(page, 'Contact Our Experts', '/contact');
    });
  });

  it('the overview has trade statistics, sector bars, business connections and economic highlights', async () => {
    await withHydratedPage('/market-info/overview', async (page) => {
      await expectBreadcrumbToHub(page);
      const statistics = region(page, marketOverview.statistics.heading);
      await expect.poll(() => statistics.locator('dt').count()).toBe(4);
      await expect.poll(() => statistics.textContent()).toContain('€32.4B');
      const chart = region(page, marketOverview.sectors.heading).getByRole('figure');
      const bars = chart.getByRole('listitem');
      await expect.poll(() => bars.count()).toBe(marketOverview.sectors.shares.length);
      await expect.poll(() => bars.first().textContent()).toBe('Energy & LNG45%');
      await expect.poll(() => bars.first().locator('[aria-hidden="true"]').count()).toBe(1);
      const connections = region(page, marketOverview.connections.heading);
      await expect.poll(() => headingsIn(connections, 3)).toHaveLength(4);
      await expect.poll(() => hrefOf(connections, 'Meet Our Members')).toBe('/services/member-services');
      await expect.poll(() => headingsIn(region(page, marketOverview.highlights.heading), 3)).toEqual(['Qatar', 'The Netherlands']);
      await expectCallToAction(page, 'Understand the Culture', '/market-info/cultural-differences');
    });
  });

  it('cultural differences compares three topics side by side, with tips and a calendar of four events', async () => {
    await withHydratedPage('/market-info/cultural-differences', async (page) => {
      await expectBreadcrumbToHub(page);
      const comparisons = region(page, culturalDifferences.comparisons.heading);
      await expect.poll(() => headingsIn(comparisons, 3)).toEqual(['Meeting Etiquette', 'Communication Styles', 'Time Management']);
      await expect.poll(() => headingsIn(comparisons, 4)).toEqual(Array(3).fill(['Qatar', 'Netherlands']).flat());
      await expect.poll(() => comparisons.getByText('Tip:').count()).toBe(3);
      await expect
        .poll(() => headingsIn(region(page, culturalDifferences.tips.heading), 3))
        .toEqual(['First Meetings', 'Networking Events', 'Negotiation Approach']);
      await expect
        .poll(() => headingsIn(region(page, culturalDifferences.calendar.heading), 3))
        .toEqual(['Ramadan', 'Eid al-Fitr', 'King’s Day', 'Qatar National Day']);
      await expectCallToAction(page, 'Explore Focus Sectors', '/market-info/focus-sectors');
    });
  });

  it('focus sectors shows four stats, four sector cards and three success stories', async () => {
    await withHydratedPage('/market-info/focus-sectors', async (page) => {
      await expectBreadcrumbToHub(page);
      const figures = region(page, focusSectors.statistics.heading);
      await expect.poll(() => figures.locator('dd').allTextContents()).toEqual(expect.arrayContaining(['4', '500+']));
      const sectors = region(page, focusSectors.sectors.heading);
      await expect
        .poll(() => headingsIn(sectors, 3))
        .toEqual(['Energy & LNG', 'Financial Services & Fintech', 'Smart Infrastructure & Construction', 'Technology & Innovation']);
      for (const card of await sectors.getByRole('article').all()) {
        for (const label of ['Market size', 'Growth', 'Active projects', 'Opportunities'])
          await expect.poll(() => card.textContent()).toContain(label);
      }
      await expect.poll(() => headingsIn(region(page, focusSectors.successStories.heading), 3)).toHaveLength(3);
      await expectCallToAction(page, 'Read Our Research', '/market-info/publications');
    });
  });

  it('publications shows three reports with only three highlights each, four categories and three newsletters', async () => {
    await withHydratedPage('/market-info/publications', async (page) => {
      await expectBreadcrumbToHub(page);
      const figures = region(page, publications.statistics.heading);
      await expect.poll(() => figures.textContent()).toContain('25k+');
      await expect.poll(() => figures.textContent()).toContain('45+');
      const featured = region(page, publications.featured.heading);
      // The closed dialogs hold the same title; the notice is the one shown.
      await expect.poll(() => featured.getByText('Premium research is for members').filter({ visible: true }).isVisible()).toBe(true);
      const reports = featured.getByRole('article');
      await expect.poll(() => reports.count()).toBe(3);
      for (const [index, report] of (await reports.all()).entries()) {
        const highlights = report.getByRole('list').nth(1).getByRole('listitem');
        await expect
          .poll(() => highlights.allTextContents())
          .toEqual(publications.featured.items[index]?.highlights.slice(0, 3).map((highlight) => highlight.en));
        await expect.poll(() => report.getByRole('button', { name: /^Download Report/ }).count()).toBe(1);
      }
      const categories = region(page, publications.categories.heading);
      await expect.poll(() => headingsIn(categories, 3)).toHaveLength(4);
      const newsletters = region(page, publications.newsletters.heading);
      await expect.poll(() => headingsIn(newsletters, 3)).toEqual(['Trade Weekly', 'Market Monthly', 'Research Quarterly']);
      await expect.poll(() => newsletters.getByRole('button', { name: /^Subscribe/ }).count()).toBe(3);
      const partnership = region(page, publications.researchPartnership.heading);
      await expect.poll(() => hrefOf(partnership, 'Discuss a Partnership')).toBe('/contact?department=market-expansion');
      await expectCallToAction(page, 'Meet Our Partners', '/market-info/partners');
    });
  });

  it('partners lists government, business and academic partners and invites new partners', async () => {
    await withHydratedPage('/market-info/partners', async (page) => {
      await expectBreadcrumbToHub(page);
      await expect.poll(() => region(page, marketPartners.statistics.heading).locator('dt').count()).toBe(4);
      const government = region(page, marketPartners.government.heading);
      await expect.poll(() => headingsIn(government, 3)).toHaveLength(marketPartners.government.items.length);
      const websites = government.getByRole('link', { name: /^Visit Website: .+ \(opens in a new tab\)$/ });
      await expect.poll(() => websites.count()).toBe(marketPartners.government.items.length);
      await expect.poll(() => headingsIn(region(page, marketPartners.business.heading), 3)).toHaveLength(4);
      await expect.poll(() => headingsIn(region(page, marketPartners.academic.heading), 3)).toHaveLength(3);
      const invitation = region(page, marketPartners.becomePartner.heading);
      await expect.poll(() => hrefOf(invitation, 'Become a Partner')).toBe('/contact?department=management');
      await expectCallToAction(page, 'Market Overview', '/market-info/overview');
    });
  });
});

describe('links on the home and market pages', () => {
  const localizedPages = (['en', 'ar', 'nl'] as const).flatMap((locale) =>
    pagePaths.map((path) => ({ locale, url: localizePath(path, locale) })),
  );

  it.each(localizedPages)('$url: every link leads to a page that answers 200, an id on the page or a new tab', async ({ locale, url }) => {
    const document = parse(await (await fetch(`${baseUrl}${url}`)).text());
    const anchors = document.querySelectorAll('a[href]');
    expect(anchors.length).toBeGreaterThan(20);
    const problems: string[] = [];
    await Promise.all(
      anchors.map(async (anchor) => {
        const href = anchor.getAttribute('href') ?? '';
        if (/^(mailto|tel):/.test(href)) return;
        if (href.startsWith('#')) {
          if (!document.getElementById(href.slice(1))) problems.push(`${href}: no such id`);
        } else if (href.startsWith('/')) {
          const response = await fetch(`${baseUrl}${href}`, { redirect: 'manual' });
          if (response.status !== 200) problems.push(`${href} → ${response.status}`);
        } else if (anchor.getAttribute('target') !== '_blank' || anchor.getAttribute('rel') !== 'noopener noreferrer') {
          problems.push(`${href}: external link without target=_blank and rel="noopener noreferrer"`);
        } else if (!href.startsWith('https://')) {
          problems.push(`${href}: not https`);
        }
      }),
    );
    expect(problems).toEqual([]);
    const mainLinks = document.querySelectorAll('main a[href^="/"]').map((anchor) => anchor.getAttribute('href') ?? '');
    expect(mainLinks.filter((href) => !staysIn(locale, href))).toEqual([]);
  });
});

function staysIn(locale: Locale, href: string): boolean {
  if (locale === 'en') return !/^\/(ar|nl)(\/|$)/.test(href);
  return href === `/${locale}` || href.startsWith(`/${locale}/`) || href.startsWith(`/${locale}?`);
}

describe('dialogs on the publications page', () => {
  it('Download Report opens a members-only dialog with a Join link, and Escape closes it', async () => {
    await withHydratedPage('/market-info/publications', async (page) => {
      const button = page.getByRole('button', { name: /^Download Report/ }).first();
      await button.click();
      const dialog = page.getByRole('dialog', { name: publications.membersOnlyDialog.title.en });
      await dialog.waitFor();
      await expect.poll(() => dialog.getByText(publications.membersOnlyDialog.text.en).isVisible()).toBe(true);
      await expect.poll(() => hrefOf(dialog, 'Join the Chamber')).toBe('/membership');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
    });
  });

  it('Subscribe opens a dialog with the subscription form for that newsletter, fitting a 360 px screen', async () => {
    await withHydratedPage(
      '/market-info/publications',
      async (page) => {
        await page.getByRole('button', { name: 'Subscribe: Market Monthly' }).click();
        const dialog = page.getByRole('dialog', { name: 'Market Monthly' });
        await dialog.waitFor();
        const email = dialog.getByRole('textbox', { name: 'Email address' });
        await expect.poll(() => email.getAttribute('type')).toBe('email');
        await expect.poll(() => dialog.getByRole('button', { name: 'Subscribe' }).isVisible()).toBe(true);
        await expect.poll(() => dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
        await dialog.getByRole('button', { name: 'Close' }).click();
        await dialog.waitFor({ state: 'hidden' });
      },
      { viewport: viewports.mobile },
    );
  });
});

describe('accessibility of the home and market pages', () => {
  const combinations = pagePaths.flatMap((url) =>
    (['mobile', 'desktop'] as const).flatMap((viewport) =>
      (['light', 'dark'] as const).map((colorScheme) => ({ url, viewport, colorScheme })),
    ),
  );

  it.each(combinations)('$url at $viewport in $colorScheme has no axe violations', async ({ url, viewport, colorScheme }) => {
    await withPage(browser(), url, { viewport: viewports[viewport], colorScheme }, async ({ page }) => {
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    });
  });

  it('has no axe violations with a dialog open', async () => {
    const options = { viewport: viewports.mobile, colorScheme: 'dark' } as const;
    await withPage(browser(), '/market-info/publications', options, async ({ page }) => {
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Subscribe: Trade Weekly' }).click();
      await page.getByRole('dialog').waitFor();
      await expectNoAxeViolations(page);
    });
  });

  it('shows the content without JavaScript', async () => {
    await withPage(browser(), '/market-info/focus-sectors', { javaScriptEnabled: false }, async ({ page }) => {
      const sectors = region(page, focusSectors.sectors.heading);
      await expect.poll(() => sectors.getByRole('heading', { level: 3 }).count()).toBe(4);
      await expect.poll(() => sectors.getByRole('article').first().isVisible()).toBe(true);
      await expect.poll(() => region(page, focusSectors.successStories.heading).isVisible()).toBe(true);
    });
  });
});
