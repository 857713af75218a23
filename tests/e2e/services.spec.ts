import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageCopy } from '../helpers/messages';
import { tradeFairs } from '../../content/services/trade-fairs';
import { compareByStart, nextOccurrence, toIsoDate } from '../../src/web/features/services/next-occurrence';
import type { PageKey } from '../../src/shared/routes';
import { baseUrl, expectNoAxeViolations, type OpenedPage, openPage, useBrowser, viewports, waitForHydration, withPage } from './support';

const browser = useBrowser();

const servicePages: { key: PageKey; url: string }[] = [
  { key: 'services', url: '/services' },
  { key: 'arbitration', url: '/services/arbitration' },
  { key: 'marketExpansion', url: '/services/market-expansion' },
  { key: 'legalAdvisory', url: '/services/legal-advisory' },
  { key: 'recruitment', url: '/services/recruitment' },
  { key: 'taxAdvisory', url: '/services/tax-advisory' },
  { key: 'payrollServices', url: '/services/payroll-services' },
  { key: 'tradeFairs', url: '/services/trade-fairs' },
  { key: 'memberServices', url: '/services/member-services' },
];

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const cardHeadings = (section: Locator) => section.getByRole('heading', { level: 3 });

async function texts(locator: Locator): Promise<string[]> {
  return (await locator.allTextContents()).map((text) => text.trim());
}

async function hrefOf(page: Page, name: string | RegExp): Promise<string | null> {
  return page
    .getByRole('main')
    .getByRole('link', { name, exact: typeof name === 'string' })
    .first()
    .getAttribute('href');
}

/** Headline figures of a stat grid, as "value label". */
async function stats(section: Locator): Promise<string[]> {
  return section
    .locator('dl > div')
    .evaluateAll((items) => items.map((item) => `${item.querySelector('dd')?.textContent} ${item.querySelector('dt')?.textContent}`));
}

async function expectBackToServices(page: Page) {
  await expect.poll(() => hrefOf(page, 'Back to Our Services')).toBe('/services');
}

async function expectBreadcrumbToServices(page: Page, current: string) {
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect.poll(() => breadcrumb.getByRole('link', { name: 'Our Services' }).getAttribute('href')).toBe('/services');
  await expect.poll(() => breadcrumb.locator('[aria-current="page"]').textContent()).toBe(current);
}

async function expectSteps(section: Locator, count: number): Promise<string[]> {
  const steps = section.locator('ol > li');
  await expect.poll(() => steps.count()).toBe(count);
  return texts(steps);
}

describe('the services section renders every block the specification lists', () => {
  let opened: OpenedPage;
  beforeAll(async () => {
    opened = await openPage(browser(), '/services');
  });
  afterAll(async () => {
    await opened?.close();
  });

  async function visit(url: string, key: PageKey): Promise<Page> {
    const { page } = opened;
    await page.goto(url);
    await waitForHydration(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(pageCopy[key].heading.en);
    return page;
  }

  it('/services: intro, stats, eight service cards and both calls to action', async () => {
    const page = await visit('/services', 'services');
    await expect
      .poll(() => stats(region(page, 'Results That Speak for Themselves')))
      .toEqual(['2,500+ Clients Served', '€1.2B Facilitated Trade', '95% Success Rate', '50+ Expert Advisors']);
    const catalogue = region(page, 'Everything You Need to Do Business Across Borders');
    await expect.poll(() => cardHeadings(catalogue).count()).toBe(8);
    const cardLinks = catalogue.getByRole('link', { name: /^Learn More/ });
    await expect
      .poll(() => cardLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      .toEqual([
        '/services/arbitration',
        '/services/market-expansion',
        '/services/legal-advisory',
        '/services/recruitment',
        '/services/tax-advisory',
        '/services/payroll-services',
        '/services/trade-fairs',
        '/services/member-services',
      ]);
    await expect.poll(() => hrefOf(page, 'Schedule Consultation')).toBe('/contact');
    await expect.poll(() => hrefOf(page, 'Browse Our Network')).toBe('/services/member-services');
  });

  it('/services/arbitration: benefits, four-step process, case types, statistics and its buttons', async () => {
    const page = await visit('/services/arbitration', 'arbitration');
    await expectBackToServices(page);
    await expect.poll(() => cardHeadings(region(page, 'Why Choose Chamber Arbitration')).count()).toBe(4);
    await expectSteps(region(page, 'How Arbitration Works'), 4);
    await expect.poll(() => cardHeadings(region(page, 'Cases We Handle')).count()).toBe(6);
    await expect
      .poll(() => stats(region(page, 'Our Arbitration Record')))
      .toEqual(['8 months Average Duration', '94% Enforcement Rate', '96% Client Satisfaction', '150+ Cases Resolved']);
    await expect.poll(() => hrefOf(page, 'Request Arbitration')).toBe('/contact?department=legal');
    await expect.poll(() => hrefOf(page, 'Learn About Process')).toBe('#process');
    await expect.poll(() => hrefOf(page, 'Start Arbitration Process')).toBe('/contact?department=legal');
  });

  it('/services/market-expansion: two markets, four support areas, four phases and the track record', async () => {
    const page = await visit('/services/market-expansion', 'marketExpansion');
    await expectBackToServices(page);
    await expect
      .poll(() => texts(cardHeadings(region(page, 'Two Markets, One Partner'))))
      .toEqual(['Expanding into Qatar', 'Expanding into the Netherlands']);
    await expect.poll(() => cardHeadings(region(page, 'How We Support Your Expansion')).count()).toBe(4);
    const phases = await expectSteps(region(page, 'Our Four-Phase Approach'), 4);
    ['Weeks 1-2', 'Weeks 3-6', 'Weeks 7-16', 'Ongoing'].forEach((timing, index) => expect(phases[index]).toContain(timing));
    await expect.poll(() => stats(region(page, 'Our Track Record'))).toHaveLength(4);
    await expect.poll(() => hrefOf(page, 'Start Your Expansion')).toBe('/contact?department=market-expansion');
    await expect.poll(() => hrefOf(page, 'See Our Approach')).toBe('#process');
  });

  it('/services/legal-advisory: four service areas, two jurisdictions, common matters and credentials', async () => {
    const page = await visit('/services/legal-advisory', 'legalAdvisory');
    await expectBackToServices(page);
    await expect.poll(() => cardHeadings(region(page, 'Our Legal Services')).count()).toBe(4);
    await expect.poll(() => texts(cardHeadings(region(page, 'Two Jurisdictions, One Team')))).toEqual(['Qatar', 'The Netherlands']);
    await expect.poll(() => region(page, 'Common Matters We Advise On').getByRole('listitem').count()).toBe(8);
    await expect.poll(() => cardHeadings(region(page, 'Why Members Trust Our Advice')).count()).toBe(4);
    await expect.poll(() => hrefOf(page, 'Contact Legal Advisory')).toBe('/contact?department=legal');
  });

  it('/services/recruitment: two talent markets, four solutions, four timed steps and specializations', async () => {
    const page = await visit('/services/recruitment', 'recruitment');
    await expectBackToServices(page);
    await expect.poll(() => cardHeadings(region(page, 'Two Talent Markets')).count()).toBe(2);
    await expect.poll(() => cardHeadings(region(page, 'Recruitment Solutions')).count()).toBe(4);
    const process = region(page, 'Our Recruitment Process');
    const steps = await expectSteps(process, 4);
    ['1-2 weeks', '2-4 weeks', '1-3 weeks', 'Ongoing'].forEach((timing, index) => expect(steps[index]).toContain(timing));
    await expect.poll(() => stats(process)).toEqual(['45 days Average Time to Hire']);
    await expect.poll(() => region(page, 'Sectors We Recruit For').getByRole('listitem').count()).toBe(8);
    await expect.poll(() => hrefOf(page, 'Contact Our Recruitment Team')).toBe('/contact?department=member-services');
  });

  it('/services/tax-advisory: both tax systems with their rates, four services, three scenarios and results', async () => {
    const page = await visit('/services/tax-advisory', 'taxAdvisory');
    await expectBackToServices(page);
    const systems = region(page, 'Two Tax Systems Compared');
    await expect.poll(() => texts(cardHeadings(systems))).toEqual(['Qatar', 'The Netherlands']);
    await expect.poll(() => texts(systems.locator('dd'))).toEqual(['10%', '0%', '0%', '25.8%', 'up to 49.5%', '21%']);
    await expect.poll(() => cardHeadings(region(page, 'Our Tax Services')).count()).toBe(4);
    await expect.poll(() => cardHeadings(region(page, 'Common Scenarios')).count()).toBe(3);
    await expect.poll(() => cardHeadings(region(page, 'What Our Clients Gain')).count()).toBe(4);
    await expect.poll(() => hrefOf(page, 'Contact Tax Advisory')).toBe('/contact?department=finance');
  });

  it('/services/payroll-services: two countries, solutions, expatriate services, excellence and implementation', async () => {
    const page = await visit('/services/payroll-services', 'payrollServices');
    await expectBackToServices(page);
    const requirements = region(page, 'Payroll Requirements by Country');
    await expect.poll(() => cardHeadings(requirements).count()).toBe(2);
    await expect.poll(() => requirements.textContent()).toContain('Holiday allowance of 8% of gross salary');
    await expect.poll(() => cardHeadings(region(page, 'Payroll Solutions')).count()).toBe(4);
    await expect.poll(() => cardHeadings(region(page, 'Expatriate Services')).count()).toBe(4);
    await expect
      .poll(() => stats(region(page, 'Payroll Excellence')))
      .toEqual(['5,000+ Employees Paid', '99.9% Payroll Accuracy', '2 Countries, One Team']);
    await expectSteps(region(page, 'Implementation in Four Steps'), 4);
    await expect.poll(() => hrefOf(page, 'Contact Payroll Services')).toBe('/contact?department=finance');
  });

  it('/services/trade-fairs: breadcrumb and back link, services, trade events, upcoming events, impact and stories', async () => {
    const page = await visit('/services/trade-fairs', 'tradeFairs');
    await expectBreadcrumbToServices(page, 'Trade Fairs & Exhibitions');
    await expectBackToServices(page);
    await expect.poll(() => hrefOf(page, 'View Upcoming Events')).toBe('/events?status=upcoming');
    await expect.poll(() => hrefOf(page, 'Exhibition Services')).toBe('#exhibition-services');

    const services = region(page, 'Exhibition Services');
    await expect
      .poll(() => texts(cardHeadings(services)))
      .toEqual(['Exhibition Stand Services', 'B2B Matchmaking', 'Market Entry Support', 'Delegation Services']);
    await expect.poll(() => services.locator(':scope ul > li ul > li').count()).toBe(16);

    const events = region(page, 'Major Trade Events').locator(':scope ul > li', { has: page.getByRole('heading', { level: 3 }) });
    await expect.poll(() => events.count()).toBe(4);
    for (const event of await events.all()) await expect.poll(() => event.textContent()).toMatch(/Annual|Biennial/);

    const upcoming = region(page, 'Upcoming Trade Missions');
    await expect.poll(() => cardHeadings(upcoming).count()).toBe(4);
    const registerLinks = upcoming.getByRole('link', { name: /^Register Interest/ });
    await expect.poll(() => registerLinks.count()).toBe(4);
    const names = await registerLinks.evaluateAll((links) => links.map((link) => link.textContent));
    expect(new Set(names).size).toBe(4);
    for (const link of await registerLinks.all()) await expect.poll(() => link.getAttribute('href')).toBe('/contact?department=events');

    await expect
      .poll(() => stats(region(page, 'Our Trade Fair Impact')))
      .toEqual(['150+ Events Supported Annually', '2,500+ B2B Meetings Last Year', '85% Lead Conversion', '€50M+ Deals Facilitated']);
    await expect.poll(() => cardHeadings(region(page, 'Success Stories')).count()).toBe(3);
    await expect.poll(() => hrefOf(page, 'Plan Your Exhibition')).toBe('/contact?department=events');
    await expect.poll(() => hrefOf(page, 'Speak with Event Specialist')).toBe('/contact?department=events');
  });

  it('/services/member-services: categories, quality, featured providers, network stats and How It Works', async () => {
    const page = await visit('/services/member-services', 'memberServices');
    await expectBreadcrumbToServices(page, 'Member Services');
    await expect.poll(() => hrefOf(page, 'Search Service Providers')).toBe('#categories');
    await expect.poll(() => hrefOf(page, 'Become a Provider')).toBe('/contact?department=member-services');

    const categories = region(page, 'Service Categories');
    await expect
      .poll(() => texts(cardHeadings(categories)))
      .toEqual(['Professional Services', 'Technical Services', 'Business Support', 'Specialized Expertise']);
    for (const count of ['45 providers', '32 providers', '28 providers', '21 providers'])
      await expect.poll(() => categories.textContent()).toContain(count);
    await expect.poll(() => categories.locator(':scope ul > li ul > li').count()).toBe(16);
    const browseLinks = categories.getByRole('link', { name: /^Browse/ });
    await expect.poll(() => browseLinks.count()).toBe(4);
    for (const link of await browseLinks.all()) await expect.poll(() => link.getAttribute('href')).toBe('#featured-providers');

    await expect.poll(() => cardHeadings(region(page, 'Quality Assurance')).count()).toBe(4);

    const featured = region(page, 'Featured Providers');
    await expect.poll(() => cardHeadings(featured).count()).toBe(4);
    const featuredText = (await featured.textContent()) ?? '';
    const ratings = [...featuredText.matchAll(/(\d\.\d)\/5/g)].map((match) => Number(match[1]));
    expect(ratings).toHaveLength(4);
    for (const rating of ratings) expect(rating >= 4.7 && rating <= 4.9).toBe(true);
    expect(featuredText.match(/\+\d/g)).toHaveLength(4);
    const contactLinks = featured.getByRole('link', { name: /^Contact Provider/ });
    await expect.poll(() => contactLinks.count()).toBe(4);

    await expect
      .poll(() => stats(region(page, 'Our Provider Network')))
      .toEqual(['200+ Verified Providers', '4.8/5 Average Rating', '95% Member Satisfaction', '50+ Service Categories']);
    await expect.poll(() => texts(cardHeadings(region(page, 'How It Works')))).toEqual(['Search', 'Compare', 'Connect', 'Collaborate']);
    await expect.poll(() => hrefOf(page, 'Browse All Providers')).toBe('/services/member-services#featured-providers');
    await expect.poll(() => hrefOf(page, 'Join Provider Network')).toBe('/contact?department=member-services');
  });
});

describe('links and buttons on the services pages', () => {
  it('lead to a page that answers 200, or to an element that exists', async () => {
    await withPage(browser(), '/services', async ({ page }) => {
      const problems: string[] = [];
      const checkedPaths = new Map<string, Promise<number>>();
      for (const { url } of servicePages) {
        await page.goto(url);
        await waitForHydration(page);
        const main = page.getByRole('main');
        await expect.poll(() => main.getByRole('button').count(), { message: `${url} has buttons that are not links` }).toBe(0);
        const targets = await main.locator('a[href]').evaluateAll((links) =>
          links.map((link) => {
            const href = link.getAttribute('href') ?? '';
            const target = new URL(href, window.location.href);
            const samePage = target.pathname === window.location.pathname;
            return { href, path: target.pathname + target.search, hash: target.hash.slice(1), samePage };
          }),
        );
        expect(targets.length).toBeGreaterThan(0);
        for (const target of targets) {
          if (target.hash && target.samePage && (await page.locator(`[id="${target.hash}"]`).count()) !== 1) {
            problems.push(`${url}: ${target.href} points to a missing id`);
          }
          if (!target.samePage) {
            const status =
              checkedPaths.get(target.path) ??
              fetch(`${baseUrl}${target.path}`, { redirect: 'manual' }).then((response) => response.status);
            checkedPaths.set(target.path, status);
            if ((await status) !== 200) problems.push(`${url}: ${target.href} answers ${await status}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  });
});

describe('upcoming trade events', () => {
  it.each(['/services/trade-fairs', '/ar/services/trade-fairs', '/nl/services/trade-fairs'])(
    '%s hydrates without a mismatch and dates each event at its next occurrence',
    async (url) => {
      await withPage(browser(), url, async ({ page, errors }) => {
        await waitForHydration(page);
        const now = new Date();
        const today = { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
        const expected = tradeFairs.upcoming.items
          .map((event) => nextOccurrence(event.dates, today))
          .sort(compareByStart)
          .map((range) => toIsoDate(range.start));
        const section = page.locator('#upcoming-events');
        await section.locator('time').first().waitFor();
        await expect
          .poll(() => section.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime'))))
          .toEqual(expected);
        expect(errors).toEqual([]);
      });
    },
  );

  it('shows every block with JavaScript disabled, the events dated by month and day', async () => {
    await withPage(browser(), '/services/trade-fairs', { javaScriptEnabled: false }, async ({ page }) => {
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(pageCopy.tradeFairs.heading.en);
      const upcoming = region(page, 'Upcoming Trade Missions');
      await expect.poll(() => upcoming.isVisible()).toBe(true);
      await expect.poll(() => cardHeadings(upcoming).count()).toBe(4);
      await expect.poll(() => upcoming.textContent()).toMatch(/March 15\s*–\s*18/);
      await expect.poll(() => region(page, 'Major Trade Events').isVisible()).toBe(true);
      await expect.poll(() => page.getByRole('link', { name: 'Plan Your Exhibition' }).isVisible()).toBe(true);
    });
  });
});

describe('accessibility of the services pages', () => {
  const combinations = [
    ...servicePages.flatMap(({ url }) =>
      (['mobile', 'desktop'] as const).flatMap((viewport) =>
        (['light', 'dark'] as const).map((colorScheme) => ({ url, viewport, colorScheme })),
      ),
    ),
    { url: '/ar/services/member-services', viewport: 'mobile', colorScheme: 'light' } as const,
    { url: '/nl/services/tax-advisory', viewport: 'desktop', colorScheme: 'dark' } as const,
  ];

  it.each(combinations)('$url at $viewport in $colorScheme has no axe violations', async ({ url, viewport, colorScheme }) => {
    await withPage(browser(), url, { viewport: viewports[viewport], colorScheme }, async ({ page }) => {
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    });
  });
});
