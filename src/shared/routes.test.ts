import { describe, expect, it } from 'vitest';
import { findPage, matchPagePath, pageKeys, pagePath } from './routes';

describe('matchPagePath', () => {
  it('reads the parameters of a dynamic route', () => {
    expect(matchPagePath('checkout', '/membership/checkout/professional')).toEqual({ tierSlug: 'professional' });
    expect(matchPagePath('newsArticle', '/news/a%20b')).toEqual({ articleId: 'a b' });
  });

  it('matches the home page and ignores a trailing slash', () => {
    expect(matchPagePath('home', '/')).toEqual({});
    expect(matchPagePath('events', '/events/')).toEqual({});
  });

  it('refuses other paths, an empty parameter and extra segments', () => {
    expect(matchPagePath('checkout', '/membership/checkout/')).toBeUndefined();
    expect(matchPagePath('checkout', '/membership/checkout/a/b')).toBeUndefined();
    expect(matchPagePath('events', '/news')).toBeUndefined();
    expect(matchPagePath('home', '/events')).toBeUndefined();
  });
});

describe('findPage', () => {
  it('finds every page of the route table by its own path', () => {
    for (const key of pageKeys) {
      const path = pagePath(key).replace(/:(\w+)/g, 'x');
      expect(findPage(path)?.key).toBe(key);
    }
  });

  it('finds no page for a path outside the table', () => {
    expect(findPage('/about/team')).toBeUndefined();
    expect(findPage('/membership/checkout')).toBeUndefined();
  });
});
