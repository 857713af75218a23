import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageCopy } from '../../content/pages';
import { tradeFairs } from '../../content/services/trade-fairs';
import { compareByStart, nextOccurrence, toIsoDate } from '../../src/web/features/services/next-occurrence';
import type { PageKey } from '../../src/shared/routes';
import { baseUrl, expectNoAxeViolations, openPage, useBrowser, viewports, waitForHydration, type OpenedPage } from './support';

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
  return page.getByRole('main').getByRole('link', { name, exact: typeof name === 'string' }).first().getAttribute('href');
}

/** Headline figures of a stat grid, as "value label". */
async function stats(section: Locator): Promise<string[]> {
  return section
    .locator('dl > div')
    .evaluateAll((items) => items.map((item) => `${item.querySelector('dd')?.textContent} ${item.querySelector('dt')?.textContent}`));
}

async function expectBackToServices(page: Page) {
  expect(await hrefOf(page, 'Back to Our Services')).toBe('/services');
}

async function expectBreadcrumbToServices(page: Page, current: string) {
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  expect(await breadcrumb.getByRole('link', { name: 'Our Services' }).getAttribute('href')).toBe('/services');
  expect(await breadcrumb.locator('[aria-current="page"]').textContent()).toBe(current);
}

async function expectSteps(section: Locator, count: number): Promise<string[]> {
  const steps = section.locator('ol > li');
  expect(await steps.count()).toBe(count);
  return texts(steps);
}

describe('the services section renders every block the specification lists', () => {
  let opened: OpenedPage;
  beforeAll(async () => {
    opened = await openPage(browser(), '/services');
  });
  afterAll(async () => {
    await opened.close();
  });

  async function visit(url: string, key: PageKey): Promise<Page> {
    const { page } = opened;
    await page.goto(url);
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(pageCopy[key].heading.en);
    return page;
  }

  it('/services: intro, stats, eight service cards and both calls to action', async () => {
    const page = await visit('/services', 'services');
    expect(await stats(region(page, 'Results That Speak for Themselves'))).toEqual([
      '2,500+ Clients Served',
      '€1.2B Facilitated Trade',
      '95% Success Rate',
      '50+ Expert Advisors',
    ]);
    const catalogue = region(page, 'Everything You Need to Do Business Across Borders');
    expect(await cardHeadings(catalogue).count()).toBe(8);
    const cardLinks = catalogue.getByRole('link', { name: /^Learn More/ });
    expect(await cardLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/services/arbitration',
      '/services/market-expansion',
      '/services/legal-advisory',
      '/services/recruitment',
      '/services/tax-advisory',
      '/services/payroll-services',
      '/services/trade-fairs',
      '/services/member-services',
    ]);
    expect(await hrefOf(page, 'Schedule Consultation')).toBe('/contact');
    expect(await hrefOf(page, 'Browse Our Network')).toBe('/services/member-services');
  });

  it('/services/arbitration: benefits, four-step process, case types, statistics and its buttons', async () => {
    const page = await visit('/services/arbitration', 'arbitration');
    await expectBackToServices(page);
    expect(await cardHeadings(region(page, 'Why Choose Chamber Arbitration')).count()).toBe(4);
    await expectSteps(region(page, 'How Arbitration Works'), 4);
    expect(await cardHeadings(region(page, 'Cases We Handle')).count()).toBe(6);
    expect(await stats(region(page, 'Our Arbitration Record'))).toEqual([
      '8 months Average Duration',
      '94% Enforcement Rate',
      '96% Client Satisfaction',
      '150+ Cases Resolved',
    ]);
    expect(await hrefOf(page, 'Request Arbitration')).toBe('/contact?department=legal');
    expect(await hrefOf(page, 'Learn About Process')).toBe('#process');
    expect(await hrefOf(page, 'Start Arbitration Process')).toBe('/contact?department=legal');
  });

  it('/services/market-expansion: two markets, four support areas, four phases and the track record', async () => {
    const page = await visit('/services/market-expansion', 'marketExpansion');
    await expectBackToServices(page);
    expect(await texts(cardHeadings(region(page, 'Two Markets, One Partner')))).toEqual([
      'Expanding into Qatar',
      'Expanding into the Netherlands',
    ]);
    expect(await cardHeadings(region(page, 'How We Support Your Expansion')).count()).toBe(4);
    const phases = await expectSteps(region(page, 'Our Four-Phase Approach'), 4);
    ['Weeks 1-2', 'Weeks 3-6', 'Weeks 7-16', 'Ongoing'].forEach((timing, index) => expect(phases[index]).toContain(timing));
    expect(await stats(region(page, 'Our Track Record'))).toHaveLength(4);
    expect(await hrefOf(page, 'Start Your Expansion')).toBe('/contact?department=market-expansion');
    expect(await hrefOf(page, 'See Our Approach')).toBe('#process');
  });

  it('/services/legal-advisory: four service areas, two jurisdictions, common matters and credentials', async () => {
    const page = await visit('/services/legal-advisory', 'legalAdvisory');
    await expectBackToServices(page);
    expect(await cardHeadings(region(page, 'Our Legal Services')).count()).toBe(4);
    expect(await texts(cardHeadings(region(page, 'Two Jurisdictions, One Team')))).toEqual(['Qatar', 'The Netherlands']);
    expect(await region(page, 'Common Matters We Advise On').getByRole('listitem').count()).toBe(8);
    expect(await cardHeadings(region(page, 'Why Members Trust Our Advice')).count()).toBe(4);
    expect(await hrefOf(page, 'Contact Legal Advisory')).toBe('/contact?department=legal');
  });

  it('/services/recruitment: two talent markets, four solutions, four timed steps and specializations', async () => {
    const page = await visit('/services/recruitment', 'recruitment');
    await expectBackToServices(page);
    expect(await cardHeadings(region(page, 'Two Talent Markets')).count()).toBe(2);
    expect(await cardHeadings(region(page, 'Recruitment Solutions')).count()).toBe(4);
    const process = region(page, 'Our Recruitment Process');
    const steps = await expectSteps(process, 4);
    ['1-2 weeks', '2-4 weeks', '1-3 weeks', 'Ongoing'].forEach((timing, index) => expect(steps[index]).toContain(timing));
    expect(await stats(process)).toEqual(['45 days Average Time to Hire']);
    expect(await region(page, 'Sectors We Recruit For').getByRole('listitem').count()).toBe(8);
    expect(await hrefOf(page, 'Contact Our Recruitment Team')).toBe('/contact?department=member-services');
  });

  it('/services/tax-advisory: both tax systems with their rates, four services, three scenarios and results', async () => {
    const page = await visit('/services/tax-advisory', 'taxAdvisory');
    await expectBackToServices(page);
    const systems = region(page, 'Two Tax Systems Compared');
    expect(await texts(cardHeadings(systems))).toEqual(['Qatar', 'The Netherlands']);
    expect(await texts(systems.locator('dd'))).toEqual(['10%', '0%', '0%', '25.8%', 'up to 49.5%', '21%']);
    expect(await cardHeadings(region(page, 'Our Tax Services')).count()).toBe(4);
    expect(await cardHeadings(region(page, 'Common Scenarios')).count()).toBe(3);
    expect(await cardHeadings(region(page, 'What Our Clients Gain')).count()).toBe(4);
    expect(await hrefOf(page, 'Contact Tax Advisory')).toBe('/contact?department=finance');
  });

  it('/services/payroll-services: two countries, solutions, expatriate services, excellence and implementation', async () => {
    const page = await visit('/services/payroll-services', 'payrollServices');
    await expectBackToServices(page);
    const requirements = region(page, 'Payroll Requirements by Country');
    expect(await cardHeadings(requirements).count()).toBe(2);
    expect(await requirements.textContent()).toContain('Holiday allowance of 8% of gross salary');
    expect(await cardHeadings(region(page, 'Payroll Solutions')).count()).toBe(4);
    expect(await cardHeadings(region(page, 'Expatriate Services')).count()).toBe(4);
    expect(await stats(region(page, 'Payroll Excellence'))).toEqual([
      '5,000+ Employees Paid',
      '99.9% Payroll Accuracy',
      '2 Countries, One Team',
    ]);
    await expectSteps(region(page, 'Implementation in Four Steps'), 4);
    expect(await hrefOf(page, 'Contact Payroll Services')).toBe('/contact?department=finance');
  });

  it('/services/trade-fairs: breadcrumb and back link, services, trade events, upcoming events, impact and stories', async () => {
    const page = await visit('/services/trade-fairs', 'tradeFairs');
    await expectBreadcrumbToServices(page, 'Trade Fairs & Exhibitions');
    await expectBackToServices(page);
    expect(await hrefOf(page, 'View Upcoming Events')).toBe('/events?status=upcoming');
    expect(await hrefOf(page, 'Exhibition Services')).toBe('#exhibition-services');

    const services = region(page, 'Exhibition Services');
    expect(await texts(cardHeadings(services))).toEqual([
      'Exhibition Stand Services',
      'B2B Matchmaking',
      'Market Entry Support',
      'Delegation Services',
    ]);
    expect(await services.locator(':scope ul > li ul > li').count()).toBe(16);

    const events = region(page, 'Major Trade Events').locator(':scope ul > li', { has: page.getByRole('heading', { level: 3 }) });
    expect(await events.count()).toBe(4);
    for (const event of await events.all()) expect(await event.textContent()).toMatch(/Annual|Biennial/);

    const upcoming = region(page, 'Upcoming Trade Missions');
    expect(await cardHeadings(upcoming).count()).toBe(4);
    const registerLinks = upcoming.getByRole('link', { name: /^Register Interest/ });
    expect(await registerLinks.count()).toBe(4);
    const names = await registerLinks.evaluateAll((links) => links.map((link) => link.textContent));
    expect(new Set(names).size).toBe(4);
    for (const link of await registerLinks.all()) expect(await link.getAttribute('href')).toBe('/contact?department=events');

    expect(await stats(region(page, 'Our Trade Fair Impact'))).toEqual([
      '150+ Events Supported Annually',
      '2,500+ B2B Meetings Last Year',
      '85% Lead Conversion',
      '€50M+ Deals Facilitated',
    ]);
    expect(await cardHeadings(region(page, 'Success Stories')).count()).toBe(3);
    expect(await hrefOf(page, 'Plan Your Exhibition')).toBe('/contact?department=events');
    expect(await hrefOf(page, 'Speak with Event Specialist')).toBe('/contact?department=events');
  });

  it('/services/member-services: categories, quality, featured providers, network stats and How It Works', async () => {
    const page = await visit('/services/member-services', 'memberServices');
    await expectBreadcrumbToServices(page, 'Member Services');
    expect(await hrefOf(page, 'Search Service Providers')).toBe('#categories');
    expect(await hrefOf(page, 'Become a Provider')).toBe('/contact?department=member-services');

    const categories = region(page, 'Service Categories');
    expect(await texts(cardHeadings(categories))).toEqual([
      'Professional Services',
      'Technical Services',
      'Business Support',
      'Specialized Expertise',
    ]);
    const categoryText = await categories.textContent();
    for (const count of ['45 providers', '32 providers', '28 providers', '21 providers']) expect(categoryText).toContain(count);
    expect(await categories.locator(':scope ul > li ul > li').count()).toBe(16);
    const browseLinks = categories.getByRole('link', { name: /^Browse/ });
    expect(await browseLinks.count()).toBe(4);
    for (const link of await browseLinks.all()) expect(await link.getAttribute('href')).toBe('#featured-providers');

    expect(await cardHeadings(region(page, 'Quality Assurance')).count()).toBe(4);

    const featured = region(page, 'Featured Providers');
    expect(await cardHeadings(featured).count()).toBe(4);
    const featuredText = (await featured.textContent()) ?? '';
    const ratings = [...featuredText.matchAll(/(\d\.\d)\/5/g)].map((match) => Number(match[1]));
    expect(ratings).toHaveLength(4);
    for (const rating of ratings) expect(rating >= 4.7 && rating <= 4.9).toBe(true);
    expect(featuredText.match(/\+\d/g)).toHaveLength(4);
    const contactLinks = featured.getByRole('link', { name: /^Contact Provider/ });
    expect(await contactLinks.count()).toBe(4);

    expect(await stats(region(page, 'Our Provider Network'))).toEqual([
      '200+ Verified Providers',
      '4.8/5 Average Rating',
      '95% Member Satisfaction',
      '50+ Service Categories',
    ]);
    expect(await texts(cardHeadings(region(page, 'How It Works')))).toEqual(['Search', 'Compare', 'Connect', 'Collaborate']);
    expect(await hrefOf(page, 'Browse All Providers')).toBe('/services/member-services#featured-providers');
    expect(await hrefOf(page, 'Join Provider Network')).toBe('/contact?department=member-services');
  });
});

describe('links and buttons on the services pages', () => {
  it('lead to a page that answers 200, or to an element that exists', async () => {
    const { page, close } = await openPage(browser(), '/services');
    const problems: string[] = [];
    const checkedPaths = new Map<string, Promise<number>>();
    for (const { url } of servicePages) {
      await page.goto(url);
      await waitForHydration(page);
      const main = page.getByRole('main');
      expect(await main.getByRole('button').count(), `${url} has buttons that are not links`).toBe(0);
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
          const status = checkedPaths.get(target.path) ?? fetch(`${baseUrl}${target.path}`, { redirect: 'manual' }).then((response) => response.status);
          checkedPaths.set(target.path, status);
          if ((await status) !== 200) problems.push(`${url}: ${target.href} answers ${await status}`);
        }
      }
    }
    expect(problems).toEqual([]);
    await close();
  });
});

describe('upcoming trade events', () => {
  it.each(['/services/trade-fairs', '/ar/services/trade-fairs', '/nl/services/trade-fairs'])(
    '%s hydrates without a mismatch and dates each event at its next occurrence',
    async (url) => {
      const { page, errors, close } = await openPage(browser(), url);
      await waitForHydration(page);
      const now = new Date();
      const today = { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
      const expected = tradeFairs.upcoming.items
        .map((event) => nextOccurrence(event.dates, today))
        .sort(compareByStart)
        .map((range) => toIsoDate(range.start));
      const section = page.locator('#upcoming-events');
      await section.locator('time').first().waitFor();
      expect(await section.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')))).toEqual(expected);
      expect(errors).toEqual([]);
      await close();
    },
  );

  it('shows every block with JavaScript disabled, the events dated by month and day', async () => {
    const { page, close } = await openPage(browser(), '/services/trade-fairs', { javaScriptEnabled: false });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(pageCopy.tradeFairs.heading.en);
    const upcoming = region(page, 'Upcoming Trade Missions');
    expect(await upcoming.isVisible()).toBe(true);
    expect(await cardHeadings(upcoming).count()).toBe(4);
    expect(await upcoming.textContent()).toMatch(/March 15\s*–\s*18/);
    expect(await region(page, 'Major Trade Events').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Plan Your Exhibition' }).isVisible()).toBe(true);
    await close();
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
    const { page, close } = await openPage(browser(), url, { viewport: viewports[viewport], colorScheme });
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await close();
  });
});
