import { describe, expect, it } from 'vitest';
import { articles, newsListing } from '@content/news/articles';
import { premiumPartners } from '@content/about/premium-partners';
import { homePartners } from '@content/home/partners';
import { monogramLetters, monogramOf } from './monogram';
import { coverDesignOf } from './cover-design';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MonogramTile } from './monogram-tile';
import { CoverArt } from './cover-art';

const partnerNames = [...homePartners.partners.map((partner) => partner.name), ...premiumPartners.map((partner) => partner.name)];

describe('monogram tiles', () => {
  it('draw the same tile for the same name every time', () => {
    for (const name of partnerNames) expect(monogramOf(name)).toEqual(monogramOf(name));
  });

  it('take letters from capitalised words, keep a short acronym and skip particles', () => {
    expect(monogramLetters('Van der Meer Logistics')).toBe('VM');
    expect(monogramLetters('Van Leeuwen Tax & Legal')).toBe('VL');
    expect(monogramLetters('KVK')).toBe('KVK');
    expect(monogramLetters('Netherlands Chamber of Commerce (KVK)')).toBe('NC');
  });

  it('give every partner on the site a tile of its own', () => {
    const tiles = partnerNames.map((name) => {
      const { letters, shape, palette, mark } = monogramOf(name);
      return `${letters} ${shape} ${palette.background} ${mark}`;
    });
    expect(new Set(tiles).size).toBe(partnerNames.length);
  });

  it('vary shape and colour between names that share their letters', () => {
    const looks = ['Delta Engineering', 'Dutch Energy', 'Doha Estates', 'Dune Enterprises'].map((name) => {
      const { shape, palette, mark } = monogramOf(name);
      return `${shape} ${palette.background} ${mark}`;
    });
    expect(new Set(looks).size).toBeGreaterThan(1);
  });

  it('are images named after the organisation, or the label given', () => {
    const markup = renderToStaticMarkup(createElement(MonogramTile, { name: 'Qatar Chamber', label: 'غرفة قطر' }));
    expect(markup).toContain('role="img"');
    expect(markup).toContain('aria-label="غرفة قطر"');
    expect(markup).toContain('>QC</text>');
    expect(renderToStaticMarkup(createElement(MonogramTile, { name: 'Zubarah Logistics' }))).toContain('aria-label="Zubarah Logistics"');
  });
});

describe('news covers', () => {
  const listings = articles.map(newsListing);

  it('are the same for the same item and the same in every language but for the initial', () => {
    for (const article of listings) {
      const english = coverDesignOf({ id: article.id, title: article.title.en, category: article.category });
      const arabic = coverDesignOf({ id: article.id, title: article.title.ar, category: article.category });
      expect(coverDesignOf({ id: article.id, title: article.title.en, category: article.category })).toEqual(english);
      expect({ ...arabic, initial: english.initial }).toEqual(english);
      expect(arabic.initial).toBe(Array.from(article.title.ar.trim())[0]);
    }
  });

  it('differ between items', () => {
    const designs = listings.map((article) => {
      const { landmark, pattern, focus, initial, category } = coverDesignOf({
        id: article.id,
        title: article.title.en,
        category: article.category,
      });
      return `${category} ${landmark} ${pattern} ${focus} ${initial}`;
    });
    expect(new Set(designs).size).toBe(listings.length);
  });

  it('take their colours from the category', () => {
    const [first] = listings;
    if (!first) throw new Error('no articles');
    const asVideo = coverDesignOf({ id: first.id, title: 'A', category: 'Videos' });
    const asPodcast = coverDesignOf({ id: first.id, title: 'A', category: 'Podcasts' });
    expect(asVideo.palette).not.toEqual(asPodcast.palette);
  });

  it('are decorative SVG with a fixed shape, so they neither shift the page nor repeat the card to a screen reader', () => {
    const markup = renderToStaticMarkup(createElement(CoverArt, { id: 'x', title: 'Startup Bridge', category: 'Podcasts' }));
    expect(markup).toMatch(/^<svg aria-hidden="true"/);
    expect(markup).toContain('viewBox="0 0 400 150"');
    expect(markup).toContain('aspect-[8/3]');
    expect(markup.length).toBeLessThan(4000);
  });
});
