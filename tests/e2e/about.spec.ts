import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardLeaders, boardMembers } from '../../content/about/board';
import { history } from '../../content/about/history';
import { premiumPartners } from '../../content/about/premium-partners';
import { pageCopy } from '../helpers/messages';
import type { PageKey } from '../../src/shared/routes';
import { expectNoAxeViolations, type OpenedPage, openPage, useBrowser, viewports, waitForHydration, withPage } from './support';

const browser = useBrowser();

const aboutPages: Array<{ key: PageKey; url: string }> = [
  { key: 'about', url: '/about' },
  { key: 'missionValues', url: '/about/mission-values' },
  { key: 'history', url: '/about/history' },
  { key: 'board', url: '/about/board' },
  { key: 'premiumPartners', url: '/about/premium-partners' },
];

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The page's top-level sections; a static page shown first keeps them inside its prerendered frame. */
const topSections = (page: Page) => page.locator('main > section, main > [data-static-page] > section');

async function texts(locator: Locator): Promise<string[]> {
  return (await locator.allTextContents()).map((text) => text.trim());
}

/** Headline figures of a stat grid, as "value label". */
async function stats(section: Locator): Promise<string[]> {
  return section
    .locator('dl > div')
    .evaluateAll((items) => items.map((item) => `${item.querySelector('dd')?.textContent} ${item.querySelector('dt')?.textContent}`));
}

/** The hrefs of the closing call to action, primary first. */
async function closingLinks(page: Page): Promise<Array<string | null>> {
  return topSections(page)
    .last()
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
}

async function expectBreadcrumbToAbout(page: Page, current: string) {
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect.poll(() => breadcrumb.getByRole('link', { name: 'About the Chamber' }).getAttribute('href')).toBe('/about');
  await expect.poll(() => breadcrumb.locator('[aria-current="page"]').textContent()).toBe(current);
}

describe('the about section renders every block the specification lists', () => {
  let opened: OpenedPage;
  beforeAll(async () => {
    opened = await openPage(browser(), '/about');
  });
  afterAll(async () => {
    try {
      expect(opened.errors).toEqual([]);
    } finally {
      await opened?.close();
    }
  });

  async function visit(url: string, key: PageKey): Promise<Page> {
    const { page } = opened;
    await page.goto(url);
    await waitForHydration(page);
    await expect.poll(() => page.getByRole('main').getByRole('heading', { level: 1 }).textContent()).toBe(pageCopy[key].heading.en);
    return page;
  }

  it('/about: badges, core values, four section cards and the stat row', async () => {
    const page = await visit('/about', 'about');
    await expect
      .poll(() => texts(topSections(page).first().locator('ul > li')))
      .toEqual(['Global Network', 'Bilateral Relations', '800+ Members']);
    await expect
      .poll(() => texts(region(page, 'Our Core Values').getByRole('heading', { level: 3 })))
      .toEqual(['Inform', 'Inspire', 'Connect']);
    const cards = region(page, 'Get to Know the Chamber').getByRole('link');
    await expect
      .poll(() => cards.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      .toEqual(['/about/mission-values', '/about/history', '/about/board', '/about/premium-partners']);
    await expect
      .poll(() => stats(region(page, 'The Chamber in Numbers')))
      .toEqual(['100+ Years of trade relations', '800+ Member companies', '€30B+ Annual bilateral trade', '50+ Events every year']);
    await cards.first().click();
    await page.waitForURL('**/about/mission-values');
  });

  it('/about/mission-values: breadcrumb, mission, five values of four lines each, calls to action', async () => {
    const page = await visit('/about/mission-values', 'missionValues');
    await expectBreadcrumbToAbout(page, 'Mission & Values');
    await expect
      .poll(() => texts(region(page, 'Our Mission').getByRole('heading', { level: 3 })))
      .toEqual(['Inform', 'Inspire', 'Connect']);
    const values = region(page, 'Our Values').locator(':scope > div > ul > li');
    await expect
      .poll(() => texts(region(page, 'Our Values').getByRole('heading', { level: 3 })))
      .toEqual(['Binationality', 'Connection', 'Dynamism', 'Appreciation', 'Sustainability']);
    for (let index = 0; index < 5; index += 1) {
      await expect.poll(() => values.nth(index).locator('ul > li').count()).toBe(4);
    }
    await expect.poll(() => closingLinks(page)).toEqual(['/membership', '/about/history']);
  });

  it('/about/history: ten milestones with Milestone flags, impact metrics, links onward', async () => {
    const page = await visit('/about/history', 'history');
    await expectBreadcrumbToAbout(page, 'Our History');
    const milestones = region(page, 'Our Journey').locator('ol > li');
    await expect.poll(() => milestones.count()).toBe(10);
    await expect
      .poll(() => texts(milestones.locator('article > div > p:first-child')))
      .toEqual(history.timeline.items.map((item) => item.year));
    const flagged = history.timeline.items.filter((item) => item.highlight).length;
    await expect.poll(() => milestones.getByText('Milestone', { exact: true }).count()).toBe(flagged);
    await expect
      .poll(() => stats(region(page, 'Our Impact Today')))
      .toEqual(['800+ Member companies', '€30B+ Annual bilateral trade', '50+ Events every year', '15+ Sectors represented']);
    await expect.poll(() => closingLinks(page)).toEqual(['/about/board', '/membership']);
  });

  it('/about/board: two leaders and twelve members with initials avatars, the statement, links onward', async () => {
    const page = await visit('/about/board', 'board');
    await expectBreadcrumbToAbout(page, 'Board of Directors');
    const leaders = region(page, 'Executive Leadership');
    await expect.poll(() => texts(leaders.getByRole('heading', { level: 3 }))).toEqual(boardLeaders.map((person) => person.name.en));
    await expect.poll(() => texts(leaders.getByText(/^(Chairperson|Vice-Chairperson)$/))).toEqual(['Chairperson', 'Vice-Chairperson']);
    await expect.poll(() => leaders.getByRole('heading', { name: 'Expertise' }).count()).toBe(2);
    await expect.poll(() => texts(leaders.locator('[data-avatar-state]'))).toEqual(['LA', 'PL']);

    const members = region(page, 'Board Members');
    await expect.poll(() => texts(members.getByRole('heading', { level: 3 }))).toEqual(boardMembers.map((person) => person.name.en));
    await expect.poll(() => members.locator('[data-avatar-state="idle"]').count()).toBe(12);
    await expect.poll(() => members.getByText('Qatar', { exact: true }).count()).toBe(6);
    await expect.poll(() => members.getByText('Netherlands', { exact: true }).count()).toBe(6);
    await expect.poll(() => members.getByText('Sector', { exact: true }).count()).toBe(12);
    await expect.poll(() => members.getByText('Focus', { exact: true }).count()).toBe(12);

    const statement = region(page, 'A Word From the Chairperson');
    await expect.poll(() => statement.locator('blockquote').textContent()).toMatch(/^Qatar and the Netherlands are both small countries/);
    await expect.poll(() => statement.locator('figcaption').textContent()).toContain('Dr. Latifa Al-Khaldi');
    await expect.poll(() => closingLinks(page)).toEqual(['/membership', '/about/premium-partners']);
  });

  it('/about/premium-partners: four benefits, twelve partners with country badges, the testimonial, links onward', async () => {
    const page = await visit('/about/premium-partners', 'premiumPartners');
    await expectBreadcrumbToAbout(page, 'Premium Partners');
    await expect
      .poll(() => texts(region(page, 'Partnership Benefits').getByRole('heading', { level: 3 })))
      .toEqual(['Enhanced Visibility', 'Exclusive Access', 'Strategic Support', 'Thought Leadership']);
    const partners = region(page, 'Our Premium Partners');
    await expect.poll(() => texts(partners.getByRole('heading', { level: 3 }))).toEqual(premiumPartners.map((partner) => partner.name));
    const both = premiumPartners.filter((partner) => partner.country === 'both').length;
    await expect.poll(() => partners.getByText('Qatar • Netherlands', { exact: true }).count()).toBe(both);
    await expect.poll(() => partners.getByRole('heading', { name: 'Partnership focus' }).count()).toBe(12);
    await expect.poll(() => region(page, 'What Our Partners Say').locator('figcaption').textContent()).toContain('Marloes Dijkhuizen');
    await expect.poll(() => closingLinks(page)).toEqual(['/membership', '/contact']);
  });

  it('keeps the sub-pages in Arabic, with the breadcrumb in Arabic too', async () => {
    const { page } = opened;
    await page.goto('/ar/about/board');
    await waitForHydration(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(pageCopy.board.heading.ar);
    const breadcrumb = page.getByRole('main').getByRole('navigation');
    await expect.poll(() => breadcrumb.getByRole('link', { name: pageCopy.about.heading.ar }).getAttribute('href')).toBe('/ar/about');
  });

  it('writes the board members’ names in Arabic script on the Arabic page, keeping Latin initials on the avatars', async () => {
    const { page } = opened;
    await page.goto('/ar/about/board');
    await waitForHydration(page);
    const leaders = page.getByRole('main').locator('#leadership');
    await expect.poll(() => texts(leaders.getByRole('heading', { level: 3 }))).toEqual(boardLeaders.map((person) => person.name.ar));
    await expect.poll(() => leaders.getByText('PL', { exact: true }).isVisible()).toBe(true);
  });
});

describe('the about section without JavaScript', () => {
  it('shows the board, its avatars and the statement in the prerendered HTML', async () => {
    await withPage(browser(), '/about/board', { javaScriptEnabled: false }, async ({ page }) => {
      await expect.poll(() => page.getByRole('heading', { level: 3 }).count()).toBe(14);
      await expect.poll(() => page.getByText('PL', { exact: true }).isVisible()).toBe(true);
      await expect.poll(() => page.locator('blockquote').isVisible()).toBe(true);
    });
  });
});

describe('accessibility of the about section', () => {
  const combinations = aboutPages.flatMap(({ url }) =>
    (['mobile', 'desktop'] as const).flatMap((viewport) =>
      (['light', 'dark'] as const).map((colorScheme) => ({ url, viewport, colorScheme })),
    ),
  );

  it.each(combinations)('$url at $viewport in $colorScheme has no axe violations', async ({ url, viewport, colorScheme }) => {
    await withPage(browser(), url, { viewport: viewports[viewport], colorScheme }, async ({ page, errors }) => {
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  });

  it('has no axe violations in Arabic', async () => {
    await withPage(browser(), '/ar/about/premium-partners', { viewport: viewports.mobile }, async ({ page }) => {
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    });
  });
});
