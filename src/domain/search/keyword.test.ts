import { KEYWORD_MAX_LENGTH, noResultsText, searchResultsHref, submittableKeyword } from './keyword';

describe('search keyword', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['\t\n', null],
    [' silver  eagle ', 'silver eagle'],
    ['1/2 oz', '1/2 oz'],
  ])('%j is submitted as %j', (raw, keyword) => expect(submittableKeyword(raw)).toBe(keyword));

  it('searches at most the contract’s 100 characters: 100 are kept, a 101st is cut, and so is a space left at the cut', () => {
    expect(KEYWORD_MAX_LENGTH).toBe(100);
    expect(submittableKeyword('a'.repeat(100))).toBe('a'.repeat(100));
    expect(submittableKeyword('a'.repeat(101))).toBe('a'.repeat(100));
    expect(submittableKeyword(`${'a'.repeat(99)} b`)).toBe('a'.repeat(99));
  });

  it('encodes the keyword into the results address', () => {
    expect(searchResultsHref('1/2 oz & more')).toBe('/search/searchresults?searchkey=1%2F2%20oz%20%26%20more');
  });

  it('words the no-match message to the letter', () => {
    expect(noResultsText('unobtainium')).toBe("No results for your search query 'unobtainium'");
  });
});
