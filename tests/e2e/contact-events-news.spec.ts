import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff } from '../../content/contact/staff';
import { events } from '../../content/events/events';
import { articles, type NewsListing } from '../../content/news/articles';
import { pageCopy } from '../helpers/messages';
import { site } from '../../src/shared/site';
import { defaultEventFilters, filterEvents, resolveEvents, type EventFilters } from '../../src/web/features/events/filter-events';
import { countByType, defaultNewsFilters, filterNews, type NewsFilters } from '../../src/web/features/news/news-query';
import { expectNoAxeViolations, type OpenedPage, openPage, useBrowser, viewports, waitForHydration, withPage } from './support';

const browser = useBrowser();

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const main = (page: Page) => page.getByRole('main');

async function texts(locator: Locator): Promise<string[]> {
  return (await locator.allTextContents()).map((text) => text.trim());
}

describe('contact directory', () => {
  let opened: OpenedPage;
  beforeAll(async () => {
    opened = await openPage(browser(), '/contact');
    await waitForHydration(opened.page);
  });
  afterAll(async () => {
    try {
      expect(opened.errors).toEqual([]);
    } finally {
      await opened?.close();
    }
  });

  const team = (page: Page) => region(page, 'Our Team');
  const staffNames = (page: Page) => texts(team(page).getByRole('heading', { level: 3 }));

  it('lists twenty people with phone and e-mail links, three offices, hours and quick contacts', async () => {
    const { page } = opened;
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(pageCopy.contact.heading.en);
    await expect.poll(() => staffNames(page)).toEqual(staff.map((person) => person.name.en));
    await expect.poll(() => team(page).locator('a[href^="tel:+"]').count()).toBe(20);
    await expect.poll(() => team(page).locator('a[href^="mailto:"]').count()).toBe(20);
    await expect
      .poll(() =>
        team(page)
          .getByRole('link', { name: /yousef\.almansouri@/ })
          .getAttribute('href'),
      )
      .toBe('mailto:yousef.almansouri@qnlchamber.org');
    const doha = staff.filter((person) => person.office === 'doha').length;
    await expect.poll(() => team(page).getByText('Qatar', { exact: true }).count()).toBe(doha);
    await expect.poll(() => team(page).getByText('Netherlands', { exact: true }).count()).toBe(20 - doha);

    const offices = region(page, 'Our Offices');
    await expect
      .poll(() => texts(offices.getByRole('heading', { level: 3 })))
      .toEqual(['Headquarters', 'Netherlands Office', 'Government Relations']);
    await expect.poll(() => offices.locator('address').count()).toBe(3);
    await expect.poll(() => offices.locator('address').first().locator('span').count()).toBe(3);

    const practical = region(page, 'Hours and Quick Contact');
    await expect.poll(() => practical.getByText('Sun-Thu').isVisible()).toBe(true);
    await expect.poll(() => practical.getByText('8:00-17:00 GMT+3').isVisible()).toBe(true);
    await expect.poll(() => practical.getByText('9:00-17:30 CET').isVisible()).toBe(true);
    await expect.poll(() => practical.locator(`a[href="mailto:${site.generalEmail}"]`).count()).toBe(1);
    await expect.poll(() => practical.locator(`a[href="mailto:${site.membershipEmail}"]`).count()).toBe(1);
  });

  it('offers ten departments, filters the team by the chosen one and keeps it in ?department=', async () => {
    const { page } = opened;
    const select = page.getByLabel('Department');
    await expect
      .poll(() => texts(select.locator('option')))
      .toEqual([
        'All Departments',
        'Management',
        'Market Expansion',
        'Member Services',
        'Finance & Tax Advisory',
        'Legal Advisory',
        'Events & Networking',
        'Communications',
        'Trade Facilitation',
        'Investment Advisory',
      ]);
    await expect.poll(() => select.inputValue()).toBe('all');

    await select.selectOption('legal');
    await page.waitForURL('**/contact?department=legal');
    const legal = staff.filter((person) => person.department === 'legal').map((person) => person.name.en);
    await expect.poll(() => staffNames(page)).toEqual(legal);
    await expect.poll(() => team(page).getByRole('status').textContent()).toBe(`${legal.length} team members`);

    await select.selectOption('investment');
    await page.waitForURL('**/contact?department=investment');
    await expect.poll(() => team(page).getByRole('status').textContent()).toBe('1 team member');

    await page.goBack();
    await page.waitForURL('**/contact?department=legal');
    await expect.poll(() => select.inputValue()).toBe('legal');
    await expect.poll(() => staffNames(page)).toEqual(legal);
    await page.goBack();
    await page.waitForURL((url) => url.search === '');
    await expect.poll(() => staffNames(page)).toHaveLength(20);
  });

  it('opens on the department a link asks for, without a hydration mismatch', async () => {
    await withPage(browser(), '/contact?department=events', async ({ page, errors }) => {
      await waitForHydration(page);
      await expect.poll(() => page.getByLabel('Department').inputValue()).toBe('events');
      await expect
        .poll(() => texts(region(page, 'Our Team').getByRole('heading', { level: 3 })))
        .toEqual(staff.filter((person) => person.department === 'events').map((person) => person.name.en));
      expect(errors).toEqual([]);
    });
  });
});

describe('events', () => {
  let opened: OpenedPage;
  let today = '';
  beforeAll(async () => {
    opened = await openPage(browser(), '/events');
    await waitForHydration(opened.page);
    today = await opened.page.evaluate(() => {
      const now = new Date();
      return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    });
  });
  afterAll(async () => {
    try {
      expect(opened.errors).toEqual([]);
    } finally {
      await opened?.close();
    }
  });

  const programme = (page: Page) => region(page, 'Events Programme');
  const cardTitles = (page: Page) => texts(programme(page).getByRole('article').getByRole('heading', { level: 3 }));
  /** The titles the page should show for these filters, as of the browser's today. */
  const expectedTitles = (filters: Partial<EventFilters>) =>
    filterEvents(resolveEvents(events, today), { ...defaultEventFilters, ...filters }, 'en').map((item) => item.event.title.en);

  async function showsExactly(page: Page, filters: Partial<EventFilters>) {
    await expect.poll(() => cardTitles(page)).toEqual(expectedTitles(filters));
  }

  it('shows the count of events, upcoming events by default and the highlights', async () => {
    const { page } = opened;
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(pageCopy.events.heading.en);
    await expect.poll(() => page.getByText(`${events.length} events in our programme`).isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel('Status').inputValue()).toBe('upcoming');
    expect(expectedTitles({}).length).toBeGreaterThan(0);
    await showsExactly(page, {});
    await expect
      .poll(() => programme(page).getByRole('article').getByText('Upcoming', { exact: true }).count())
      .toBe(expectedTitles({}).length);
    await expect
      .poll(() => texts(region(page, 'Event Highlights').getByRole('heading', { level: 3 })))
      .toEqual(['Sector Forums', 'Trade Missions', 'Networking Receptions', 'Culture and Learning']);
    const register = programme(page).getByRole('link', { name: 'Register' }).first();
    // An event taking registrations online links to its own page's form; the others to the team that registers people.
    await expect.poll(() => register.getAttribute('href')).toMatch(/^(\/events\/[a-z0-9-]+#register|\/contact\?department=[a-z-]+)$/);
  });

  it('searches titles and descriptions', async () => {
    const { page } = opened;
    await page.getByRole('searchbox', { name: 'Search' }).fill('hydrogen');
    await page.waitForURL('**/events?q=hydrogen');
    await showsExactly(page, { q: 'hydrogen' });
  });

  it('filters by category, status and month, each on its own', async () => {
    const { page } = opened;
    await page.goto('/events');
    await waitForHydration(page);
    await page.getByLabel('Category').selectOption('Maritime');
    await page.waitForURL('**/events?category=Maritime');
    await showsExactly(page, { category: 'Maritime' });

    await page.goto('/events');
    await waitForHydration(page);
    await page.getByLabel('Status').selectOption('past');
    await page.waitForURL('**/events?status=past');
    await showsExactly(page, { status: 'past' });
    await expect.poll(() => programme(page).getByRole('link', { name: 'Register' }).count()).toBe(0);

    await page.getByLabel('Status').selectOption('ongoing');
    await showsExactly(page, { status: 'ongoing' });

    await page.getByLabel('Status').selectOption('all');
    await page.waitForURL('**/events?status=all');
    await showsExactly(page, { status: 'all' });
    await expect.poll(() => cardTitles(page)).toHaveLength(events.length);

    await page.goto('/events');
    await waitForHydration(page);
    await page.getByLabel('Month').selectOption({ label: 'December' });
    await page.waitForURL('**/events?month=12');
    await showsExactly(page, { month: 12 });
  });

  it('combines filters, restores them with the back button and shows the empty state', async () => {
    const { page } = opened;
    await page.goto('/events?status=all');
    await waitForHydration(page);
    await page.getByLabel('Category').selectOption('Energy');
    await page.waitForURL('**/events?category=Energy&status=all');
    await page.getByLabel('Month').selectOption({ label: 'February' });
    await page.waitForURL('**/events?category=Energy&status=all&month=2');
    await showsExactly(page, { category: 'Energy', status: 'all', month: 2 });

    await page.getByLabel('Month').selectOption({ label: 'August' });
    await page.waitForURL('**/events?category=Energy&status=all&month=8');
    await programme(page).getByRole('heading', { name: 'No events found' }).waitFor();
    await programme(page).getByText('Try adjusting your filters to see more events.').waitFor();

    await page.goBack();
    await page.waitForURL('**/events?category=Energy&status=all&month=2');
    await expect.poll(() => page.getByLabel('Month').inputValue()).toBe('2');
    await showsExactly(page, { category: 'Energy', status: 'all', month: 2 });

    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await page.waitForURL((url) => url.search === '');
    await showsExactly(page, {});
  });

  it('opens a shared filtered link with the filters applied, without a hydration mismatch', async () => {
    await withPage(browser(), '/events?q=forum&status=all', async ({ page, errors }) => {
      await waitForHydration(page);
      await expect.poll(() => page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('forum');
      await expect.poll(() => page.getByLabel('Status').inputValue()).toBe('all');
      await expect
        .poll(() => texts(region(page, 'Events Programme').getByRole('article').getByRole('heading', { level: 3 })))
        .toEqual(expectedTitles({ q: 'forum', status: 'all' }));
      expect(errors).toEqual([]);
    });
  });

  it('downloads a valid calendar file for an event', async () => {
    const { page } = opened;
    await page.goto('/events');
    await waitForHydration(page);
    const firstCard = programme(page).getByRole('article').first();
    const title = (await firstCard.getByRole('heading', { level: 3 }).textContent()) ?? '';
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      firstCard.getByRole('button', { name: /Add to calendar/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+\.ics$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const file = Buffer.concat(chunks).toString('utf8');
    expect(file).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(file).toContain('BEGIN:VEVENT');
    expect(file).toMatch(/DTSTART[:;]/);
    expect(file.replace(/\r\n[ \t]/g, '')).toContain(`SUMMARY:${title.replaceAll(',', '\\,')}`);
    expect(file.trimEnd()).toMatch(/END:VCALENDAR$/);
  });
});

describe('news', () => {
  let opened: OpenedPage;
  beforeAll(async () => {
    opened = await openPage(browser(), '/news');
    await waitForHydration(opened.page);
  });
  afterAll(async () => {
    try {
      expect(opened.errors).toEqual([]);
    } finally {
      await opened?.close();
    }
  });

  const list = (page: Page) => region(page, 'Latest Articles');
  const cardTitles = (page: Page) => texts(list(page).getByRole('article').getByRole('heading', { level: 3 }));
  const newest = [...articles].sort((a, b) => b.publishDate.localeCompare(a.publishDate));
  const titlesOf = (list: NewsListing[]) => list.map((article) => article.title.en);
  const expectedTitles = (change: Partial<NewsFilters>) => titlesOf(filterNews(articles, { ...defaultNewsFilters, ...change }, 'en'));
  const pageCount = Math.ceil(articles.length / 6);
  const typeButton = (page: Page, name: RegExp) => list(page).getByRole('button', { name });

  it('shows six articles a page with dates, read times and a count for each content type', async () => {
    const { page } = opened;
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(pageCopy.news.heading.en);
    await expect.poll(() => cardTitles(page)).toEqual(newest.slice(0, 6).map((article) => article.title.en));
    const counts = countByType(articles, defaultNewsFilters, 'en');
    expect(counts.all).toBe(articles.length);
    await expect
      .poll(() => texts(list(page).getByRole('group', { name: 'Content type' }).getByRole('button')))
      .toEqual([
        `All Content (${counts.all})`,
        `News (${counts.News})`,
        `Downloads (${counts.Downloads})`,
        `Videos (${counts.Videos})`,
        `Podcasts (${counts.Podcasts})`,
      ]);
    const firstCard = list(page).getByRole('article').first();
    await expect.poll(() => firstCard.locator('time').textContent()).toBe('Nov 18, 2026');
    await expect.poll(() => firstCard.getByText('4 min read').isVisible()).toBe(true);
    await expect
      .poll(() =>
        list(page).getByRole('article').filter({ hasText: 'Market Outlook 2026' }).getByText('12 min', { exact: true }).isVisible(),
      )
      .toBe(true);
    const pages = list(page).getByRole('navigation', { name: 'Pages' });
    expect(pageCount).toBeGreaterThan(2);
    await expect.poll(() => pages.getByRole('button', { name: /^Page \d$/ }).count()).toBe(Math.min(pageCount, 5));
    await expect.poll(() => pages.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
  });

  it('pages through the list and goes back to page 1 when a filter changes', async () => {
    const { page } = opened;
    const pages = list(page).getByRole('navigation', { name: 'Pages' });
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL('**/news?page=2');
    await expect.poll(() => cardTitles(page)).toEqual(newest.slice(6, 12).map((article) => article.title.en));
    await pages.getByRole('button', { name: /Next/ }).click();
    await page.waitForURL('**/news?page=3');
    await expect.poll(() => cardTitles(page)).toEqual(titlesOf(newest.slice(12, 18)));

    await typeButton(page, /^News \(/).click();
    await page.waitForURL('**/news?type=news');
    await expect.poll(() => typeButton(page, /^News \(/).getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() => cardTitles(page))
      .toEqual(
        newest
          .filter((article) => article.category === 'News')
          .slice(0, 6)
          .map((article) => article.title.en),
      );
    await expect.poll(() => pages.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');

    await page.goBack();
    await page.waitForURL('**/news?page=3');
    await expect.poll(() => cardTitles(page)).toEqual(titlesOf(newest.slice(12, 18)));
  });

  it('searches titles, summaries and tags, and filters by type, year and sort order', async () => {
    const { page } = opened;
    await page.goto('/news');
    await waitForHydration(page);
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('hydrogen');
    await search.press('Enter');
    await page.waitForURL('**/news?q=hydrogen');
    await expect.poll(() => cardTitles(page)).toEqual(expectedTitles({ q: 'hydrogen' }));
    await expect.poll(() => cardTitles(page)).toContain('Qatari and Dutch Companies Sign Hydrogen Cooperation Agreement');
    await expect.poll(() => typeButton(page, /^Podcasts/).textContent()).toBe('Podcasts (1)');

    await typeButton(page, /^Podcasts/).click();
    await page.waitForURL('**/news?q=hydrogen&type=podcasts');
    await expect.poll(() => cardTitles(page)).toEqual(['Podcast: Two Countries, One Energy Transition']);

    await page.goto('/news');
    await waitForHydration(page);
    await list(page).getByRole('group', { name: 'Year' }).getByRole('button', { name: '2024' }).click();
    await page.waitForURL('**/news?year=2024');
    const from2024 = newest.filter((article) => article.year === 2024);
    await expect.poll(() => cardTitles(page)).toEqual(from2024.map((article) => article.title.en));

    await list(page).getByRole('button', { name: 'Oldest First' }).click();
    await page.waitForURL('**/news?year=2024&sort=oldest');
    await expect.poll(() => cardTitles(page)).toEqual([...from2024].reverse().map((article) => article.title.en));

    await page.goBack();
    await page.waitForURL('**/news?year=2024');
    await expect.poll(() => list(page).getByRole('button', { name: 'Newest First' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('searches as you type, without submitting', async () => {
    const { page } = opened;
    await page.goto('/news');
    await waitForHydration(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill('hydrogen');
    await page.waitForURL('**/news?q=hydrogen');
    await expect.poll(() => cardTitles(page)).toEqual(expectedTitles({ q: 'hydrogen' }));
  });

  it('says so when no article matches', async () => {
    const { page } = opened;
    await page.goto('/news');
    await waitForHydration(page);
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('no such article anywhere');
    await list(page).getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL('**/news?q=no+such+article+anywhere');
    await list(page).getByRole('heading', { name: 'No articles found' }).waitFor();
    await expect.poll(() => list(page).getByRole('navigation', { name: 'Pages' }).count()).toBe(0);
    await list(page).getByRole('button', { name: 'Clear filters' }).last().click();
    await page.waitForURL((url) => url.search === '');
    await expect.poll(() => cardTitles(page)).toHaveLength(6);
  });

  it('opens an article on its own page, with its title, and goes back to the list', async () => {
    const { page } = opened;
    await page.goto('/news?page=2');
    await waitForHydration(page);
    const [article] = newest.slice(6, 7);
    if (!article) throw new Error('fewer than seven articles');
    await list(page)
      .getByRole('link', { name: `Read article: ${article.title.en}` })
      .click();
    await page.waitForURL(`**/news/${article.id}`);
    await expect.poll(() => main(page).getByRole('heading', { level: 1 }).textContent()).toBe(article.title.en);
    await expect.poll(() => page.title()).toBe(`${article.title.en} | ${site.name.en}`);
    await expect.poll(() => page.locator('meta[name="description"]').getAttribute('content')).toBe(article.summary.en);
    for (const paragraph of article.content) await expect.poll(() => main(page).getByText(paragraph.en).isVisible()).toBe(true);
    await expect.poll(() => region(page, 'More News & Insights').getByRole('article').count()).toBe(3);

    await page.goBack();
    await page.waitForURL('**/news?page=2');
    await expect.poll(() => cardTitles(page)).toEqual(titlesOf(newest.slice(6, 12)));
    await page.goForward();
    await main(page).getByRole('link', { name: 'Back to News & Insights' }).click();
    await page.waitForURL((url) => url.pathname === '/news' && url.search === '');
  });
});

describe('article pages', () => {
  it('each home news card opens its article page', async () => {
    await withPage(browser(), '/', async ({ page, errors }) => {
      await waitForHydration(page);
      const links = page.getByRole('region', { name: 'Latest News & Insights' }).getByRole('link', { name: /^Read More/ });
      await expect.poll(() => links.count()).toBe(3);
      const [firstHref] = await Promise.all((await links.all()).map((link) => link.getAttribute('href')));
      await links.first().click();
      await page.waitForURL(`**${firstHref}`);
      expect(firstHref).toMatch(/^\/news\/[a-z0-9-]+$/);
      const expected = articles.find((article) => `/news/${article.id}` === firstHref)?.title.en;
      await expect.poll(() => main(page).getByRole('heading', { level: 1 }).textContent()).toBe(expected);
      expect(errors).toEqual([]);
    });
  });

  it('shows the full text without JavaScript, in every language', async () => {
    const [article] = articles;
    if (!article) throw new Error('no articles');
    for (const locale of ['en', 'ar', 'nl'] as const) {
      const prefix = locale === 'en' ? '' : `/${locale}`;
      await withPage(browser(), `${prefix}/news/${article.id}`, { javaScriptEnabled: false }, async ({ page }) => {
        await expect.poll(() => main(page).getByRole('heading', { level: 1 }).textContent()).toBe(article.title[locale]);
        await expect
          .poll(() =>
            main(page)
              .getByText(article.content[0]?.[locale] ?? '')
              .isVisible(),
          )
          .toBe(true);
      });
    }
  });
});

describe('accessibility of contact, events and news', () => {
  const combinations = ['/contact', '/events', '/news', `/news/${articles[0]?.id}`].flatMap((url) =>
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

  it.each([
    '/events?category=Sports&month=8',
    '/news?q=nothing-matches-this',
    '/ar/events?status=all',
    '/ar/news',
    '/nl/contact?department=legal',
  ])('%s has no axe violations', async (url) => {
    await withPage(browser(), url, { viewport: viewports.mobile, colorScheme: 'dark' }, async ({ page }) => {
      await waitForHydration(page);
      await main(page).getByRole('status').first().waitFor();
      await expectNoAxeViolations(page);
    });
  });
});
