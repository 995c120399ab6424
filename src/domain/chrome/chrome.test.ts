import { greeting, truncateName } from './greeting';
import { imageVersionKey, versionedImage } from './image-version';
import { tickCountdown } from './spot-refresh';
import { GUEST_COOKIE, guestCookie, isTrackedPath, pageNameOf, productIdOf, readCookie, urlWithoutSecrets } from './tracking';

describe('greeting', () => {
  it('greets a visitor as Guest', () => {
    expect(greeting(null)).toBe('Hello, Guest!');
    expect(greeting('  ')).toBe('Hello, Guest!');
  });
  it('truncates a first name to 8 characters plus an ellipsis', () => {
    expect(truncateName('Alexandra')).toBe('Alexandr…');
    expect(truncateName('Samantha')).toBe('Samantha');
    expect(greeting('Alexandra')).toBe('Hello, Alexandr…!');
    expect(greeting('Sam')).toBe('Hello, Sam!');
  });
});

describe('spot countdown', () => {
  it('counts 45 seconds down and refreshes when it runs out, then starts again', () => {
    let s = 45;
    let refreshes = 0;
    for (let i = 0; i < 90; i++) {
      const t = tickCountdown(s);
      s = t.secondsLeft;
      if (t.refresh) refreshes++;
    }
    expect(refreshes).toBe(2);
    expect(s).toBe(45);
    expect(tickCountdown(2)).toEqual({ secondsLeft: 1, refresh: false });
    expect(tickCountdown(1)).toEqual({ secondsLeft: 45, refresh: true });
  });
});

describe('image version key', () => {
  // 11:29 UTC is 16:59 at UTC+5:30, 11:30 UTC is 17:00.
  it('stays at slot 0 before 17:00 at UTC+5:30', () => {
    expect(imageVersionKey(new Date('2026-11-21T06:00:00Z'))).toBe('20261121-0');
    expect(imageVersionKey(new Date('2026-11-21T11:29:59Z'))).toBe('20261121-0');
  });
  it('moves to a new slot every 30 minutes from 17:00 to 19:00', () => {
    expect(imageVersionKey(new Date('2026-11-21T11:30:00Z'))).toBe('20261121-1');
    expect(imageVersionKey(new Date('2026-11-21T11:59:59Z'))).toBe('20261121-1');
    expect(imageVersionKey(new Date('2026-11-21T12:00:00Z'))).toBe('20261121-2');
    expect(imageVersionKey(new Date('2026-11-21T13:00:00Z'))).toBe('20261121-4');
  });
  it('keeps the last slot after 19:00 until the day changes at the offset', () => {
    expect(imageVersionKey(new Date('2026-11-21T13:30:00Z'))).toBe('20261121-4');
    expect(imageVersionKey(new Date('2026-11-21T18:29:59Z'))).toBe('20261121-4');
    expect(imageVersionKey(new Date('2026-11-21T18:30:00Z'))).toBe('20261122-0');
  });
  it('is the same for every instant of a minute and new with the next, whatever came before', () => {
    // 11:59:59 then 12:00:00: one second apart, a slot apart; then back to a minute asked before.
    expect(imageVersionKey(new Date('2026-11-21T11:59:00Z'))).toBe('20261121-1');
    expect(imageVersionKey(new Date('2026-11-21T11:59:59.999Z'))).toBe('20261121-1');
    expect(imageVersionKey(new Date('2026-11-21T12:00:00Z'))).toBe('20261121-2');
    expect(imageVersionKey(new Date('2026-11-21T11:59:30Z'))).toBe('20261121-1');
    // The same time of day on the next day is that day's key.
    expect(imageVersionKey(new Date('2026-11-22T11:59:30Z'))).toBe('20261122-1');
  });
  it('appends the key to an image URL', () => {
    expect(versionedImage('/images/products/1.svg', new Date('2026-11-21T06:00:00Z'))).toBe('/images/products/1.svg?v=20261121-0');
    expect(versionedImage('/a.svg?w=2', new Date('2026-11-21T06:00:00Z'))).toBe('/a.svg?w=2&v=20261121-0');
  });
});

describe('tracking rules', () => {
  it('does not track the four chart pages', () => {
    for (const m of ['silver', 'gold', 'platinum', 'palladium']) expect(isTrackedPath(`/chart/${m}-price`)).toBe(false);
    expect(isTrackedPath('/chart/copper-price')).toBe(true);
    expect(isTrackedPath('/silver-bullion')).toBe(true);
  });
  it('reads the product id and a page name from the path', () => {
    expect(productIdOf('/product/2001/2025-american-silver-eagle-1-oz')).toBe(2001);
    expect(productIdOf('/silver-bullion')).toBeNull();
    expect(pageNameOf('/')).toBe('Home');
    expect(pageNameOf('/silver-bullion')).toBe('Silver Bullion');
    expect(pageNameOf('/product/2001/x')).toBe('Product');
  });
  it('keeps the guest id in a cookie for 30 days', () => {
    const cookie = guestCookie('g-1', new Date('2026-11-21T00:00:00Z'));
    expect(cookie).toContain(`${GUEST_COOKIE}=g-1`);
    expect(cookie).toContain('expires=Mon, 21 Dec 2026 00:00:00 GMT');
    expect(readCookie(`a=1; ${GUEST_COOKIE}=g-1; b=2`, GUEST_COOKIE)).toBe('g-1');
  });
});

describe('tracking paths at their edges (mutation testing)', () => {
  it('only the four chart pages themselves go untracked', () => {
    expect(isTrackedPath('/chart/gold-price')).toBe(false);
    expect(isTrackedPath('/chart/gold-price/')).toBe(false);
    expect(isTrackedPath('/x/chart/gold-price')).toBe(true);
    expect(isTrackedPath('/chart/gold-price/table')).toBe(true);
  });

  it('a product id is read from /product/{id} and /product/{id}/{slug} only', () => {
    expect(productIdOf('/product/2001')).toBe(2001);
    expect(productIdOf('/product/2001/silver-eagle')).toBe(2001);
    expect(productIdOf('/product/2001x')).toBeNull();
    expect(productIdOf('/shop/product/2001/a')).toBeNull();
  });

  it('names the home page, product pages and others by their first segment', () => {
    expect(pageNameOf('/')).toBe('Home');
    expect(pageNameOf('')).toBe('Home');
    expect(pageNameOf('/product/2001/silver-eagle')).toBe('Product');
    expect(pageNameOf('/silver-bullion/coins')).toBe('Silver Bullion');
  });

  it('reads a cookie whose value holds an equals sign', () => {
    expect(readCookie('a=1; bold_guest_id=x=y%20z', 'bold_guest_id')).toBe('x=y z');
    expect(readCookie('a=1', 'bold_guest_id')).toBeNull();
  });
});

describe('urlWithoutSecrets', () => {
  it('removes a reset link’s token, a password and an e-mail address, and keeps what is not a secret', () => {
    expect(urlWithoutSecrets('https://shop.example/reset-password?token=abc123&utm_source=mail')).toBe(
      'https://shop.example/reset-password?utm_source=mail',
    );
    expect(urlWithoutSecrets('https://shop.example/signin?emailId=a%40b.c&password=hunter2&redirect=%2Fcart')).toBe(
      'https://shop.example/signin?redirect=%2Fcart',
    );
    expect(urlWithoutSecrets('/verify-email?Token=x&token=y&email=a@b.c')).toBe('/verify-email');
    expect(urlWithoutSecrets('/silver-bullion?sort=price-asc&page=2')).toBe('/silver-bullion?sort=price-asc&page=2');
    expect(urlWithoutSecrets('/cb#access_token=t&state=s')).toBe('/cb#state=s');
    expect(urlWithoutSecrets('/articles#top')).toBe('/articles#top');
    expect(urlWithoutSecrets('/cb#state=s&id_token=t')).toBe('/cb#state=s');
  });

  it('keeps a relative URL relative, a colon in its path or query included, and gives nothing for what is no URL', () => {
    expect(urlWithoutSecrets('/search?q=a:b&token=1')).toBe('/search?q=a%3Ab');
    expect(urlWithoutSecrets('page/a:b')).toBe('/page/a:b');
    expect(urlWithoutSecrets('mailto:a@b.c')).toBe('mailto:a@b.c');
    expect(urlWithoutSecrets('http://[')).toBe('');
  });

  it('takes a parameter by its name only: a value that looks like a secret stays, a name holding one goes', () => {
    expect(urlWithoutSecrets('/search/searchresults?searchkey=password')).toBe('/search/searchresults?searchkey=password');
    expect(urlWithoutSecrets('/x?resetToken=1&newPassword=2&customerEmail=3&code=4&otp=5&sig=6&key=7&apiKey=8')).toBe('/x');
    // Names that only contain a shorter word are not taken for it.
    expect(urlWithoutSecrets('/x?postcode=10001&keyword=gold&passport=1')).toBe('/x?postcode=10001&keyword=gold&passport=1');
  });
});
