import { noResultsText, searchResultsHref, submittableKeyword } from './keyword';

describe('search keyword', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['\t\n', null],
    [' silver  eagle ', 'silver eagle'],
    ['1/2 oz', '1/2 oz'],
  ])('%j is submitted as %j', (raw, keyword) => expect(submittableKeyword(raw)).toBe(keyword));

  it('encodes the keyword into the results address', () => {
    expect(searchResultsHref('1/2 oz & more')).toBe('/search/searchresults?searchkey=1%2F2%20oz%20%26%20more');
  });

  it('words the no-match message to the letter', () => {
    expect(noResultsText('unobtainium')).toBe("No results for your search query 'unobtainium'");
  });
});
