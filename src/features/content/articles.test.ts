import { describe, expect, it } from 'vitest';
import { articleKindOf, articleMeta, articlePath, isArticleSlug } from './articles';

describe('an article’s address', () => {
  it('takes a slug of lower-case words joined by single hyphens, up to 200 characters', () => {
    expect(isArticleSlug('how-spot-prices-are-set')).toBe(true);
    expect(isArticleSlug('a'.repeat(200))).toBe(true);
    expect(isArticleSlug('a'.repeat(201))).toBe(false);
    expect(isArticleSlug('')).toBe(false);
    for (const bad of ['How-spot', 'how--spot', '-how', 'how-', 'how_spot', 'how spot', 'how/spot'])
      expect(isArticleSlug(bad), bad).toBe(false);
  });

  it('is its list’s path and its slug; a path’s list is its first segment', () => {
    expect(articlePath('jewelry-blogs', 'caring-for-silver')).toBe('/jewelry-blogs/caring-for-silver');
    expect(articleKindOf('/news/gold-closes-week-higher')).toBe('news');
    expect(articleKindOf('/jewelry-blogs')).toBe('jewelry-blogs');
    expect(articleKindOf('/blogs/')).toBe('blogs');
  });
});

describe('what an article’s page says of itself', () => {
  const article = {
    id: 7,
    title: 'Gold closes week higher',
    slug: 'gold-closes-week-higher',
    summary: 'Gold closed the week higher.',
    publishedAt: '2026-11-20T12:00:00.000Z',
  };

  it('a news item without a picture or an author: a NewsArticle by the store, with no image tags', () => {
    const meta = articleMeta('news', article);
    expect(meta).toMatchObject({ description: article.summary, canonical: '/news/gold-closes-week-higher', type: 'article' });
    expect(meta.image).toBeUndefined();
    expect(meta.structuredData?.[0]).toMatchObject({
      '@type': 'NewsArticle',
      author: [{ '@type': 'Organization', name: 'Bold Precious Metals' }],
    });
    expect(meta.structuredData?.[0]).not.toHaveProperty('image');
  });
});
