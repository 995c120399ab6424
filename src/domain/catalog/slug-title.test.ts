import { titleFromSlug } from './slug-title';

describe('a category page named from its path when its data could not load', () => {
  it.each([
    ['silver-bullion', 'Silver Bullion'],
    ['silver/us-mint', 'Silver: US Mint'],
    ['jewelry/rings/mens', 'Jewelry: Rings: Mens'],
    ['', 'Products'],
  ])('%s -> %s', (slug, title) => expect(titleFromSlug(slug)).toBe(title));
});
