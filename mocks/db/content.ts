import type { components } from '@generated/schema';
import type { MockProduct } from './catalog';
import { createRandom } from './random';

type Schemas = components['schemas'];

export interface Content {
  reviews: Schemas['Review'][];
  blogs: Schemas['Article'][];
  jewelryBlogs: Schemas['Article'][];
  news: Schemas['Article'][];
  notice: Schemas['Notice'];
  ads: Schemas['MarketingAd'][];
  dashboardImages: Schemas['DashboardImage'][];
  stateTax: Schemas['StateSalesTax'][];
}

const FIRST = [
  'Marcus',
  'Priya',
  'Daniel',
  'Elena',
  'Tom',
  'Aisha',
  'Chen',
  'Rosa',
  'Liam',
  'Grace',
  'Omar',
  'Hannah',
  'Victor',
  'Maya',
  'Jonah',
  'Ines',
];
const TITLES: Record<number, string[]> = {
  5: ['Flawless strike', 'Fast shipping, great price', 'Exactly as pictured', 'Best premiums I found', 'Will buy again'],
  4: ['Good value', 'Nice coin, slow box', 'Solid purchase', 'Happy overall'],
  3: ['Okay', 'Minor spotting', 'Fine but pricey'],
  2: ['Tube was cracked', 'Shipping took long'],
  1: ['Not what I expected'],
};
const TEXTS: Record<number, string[]> = {
  5: [
    'Arrived in a sealed tube, no milk spots.',
    'Ordered Monday, delivered Thursday, fully insured.',
    'Price locked at checkout and matched the invoice to the cent.',
    'Beautiful detail on the reverse. Stacking more of these.',
  ],
  4: ['Good coin, packaging could be better.', 'Took a week but arrived safe.', 'Fair premium over spot for a government coin.'],
  3: ['One coin had a small spot, the rest were fine.', 'Premium a little high this month.'],
  2: ['The tube arrived cracked but the coins were fine.', 'Took two weeks to ship the preorder.'],
  1: ['The bar had a scratch across the face.'],
};

const article = (id: number, title: string, summary: string, days: number, now: Date, author: string): Schemas['Article'] => ({
  id,
  title,
  slug: title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, ''),
  summary,
  body: `${summary} ${'Spot prices, premiums and mintages all move for different reasons. '.repeat(3).trim()}`,
  imageURL: `/images/articles/${id}.svg`,
  author,
  publishedAt: new Date(now.getTime() - days * 86400_000).toISOString(),
});

const BLOG_TOPICS = [
  'Why silver premiums move with demand',
  'Coins or bars: what to stack first',
  'How spot prices are set',
  'Storing bullion at home safely',
  'What IRA-approved means',
  'Reading a mint mark',
  'Fractional gold explained',
  'The gold-to-silver ratio',
  'Buying your first monster box',
  'Selling bullion back',
  'Presale versus preorder',
  'Impaired coins: bargains or traps',
  'Why platinum trades below gold',
  'Copper rounds for new stackers',
  'Sales tax on bullion by state',
  'How we insure every parcel',
  'Lunar series through the years',
  'Bar weights and what they cost',
  'Avoiding counterfeit bullion',
  'Dollar-cost averaging into metals',
  'What moves palladium',
  'Spot price charts, read right',
  'Gifting precious metals',
  'Holding metals in a portfolio',
];
const JEWELRY_TOPICS = [
  'Caring for sterling silver',
  'Choosing a chain length',
  'Coin jewelry, old and new',
  '14k versus 18k gold',
  'Ring sizing at home',
  'Layering necklaces',
  'Why jewelry follows spot',
  'Gift guide: under $200',
  'Religious pendants in silver',
  'Bangles or cuffs',
  'Cleaning gold jewelry',
  'Matching metals and skin tones',
];
const NEWS_TOPICS = [
  'Gold closes week higher on rate outlook',
  'Silver demand from solar rises again',
  'US Mint announces next year’s Eagles',
  'Royal Canadian Mint unveils new Maple security',
  'Perth Mint lunar series sells out',
  'Platinum supply deficit widens',
  'Palladium slips as car sales cool',
  'Central banks add to gold reserves',
  'Dollar strength weighs on metals',
  'Silver hits a monthly high',
  'Britannia redesign released',
  'Krugerrand anniversary issue',
  'Copper rounds gain collectors',
  'Premiums ease after holiday rush',
  'Gold ETF flows turn positive',
];

const STATES: [string, string, number, boolean, number | null][] = [
  ['AL', 'Alabama', 4, false, null],
  ['AK', 'Alaska', 0, false, null],
  ['AZ', 'Arizona', 5.6, false, null],
  ['AR', 'Arkansas', 6.5, false, null],
  ['CA', 'California', 7.25, true, 2000],
  ['CO', 'Colorado', 2.9, false, null],
  ['CT', 'Connecticut', 6.35, true, 1000],
  ['DE', 'Delaware', 0, false, null],
  ['DC', 'District of Columbia', 6, true, null],
  ['FL', 'Florida', 6, true, 500],
  ['GA', 'Georgia', 4, false, null],
  ['HI', 'Hawaii', 4, true, null],
  ['ID', 'Idaho', 6, false, null],
  ['IL', 'Illinois', 6.25, false, null],
  ['IN', 'Indiana', 7, false, null],
  ['IA', 'Iowa', 6, false, null],
  ['KS', 'Kansas', 6.5, false, null],
  ['KY', 'Kentucky', 6, false, null],
  ['LA', 'Louisiana', 4.45, false, null],
  ['ME', 'Maine', 5.5, true, null],
  ['MD', 'Maryland', 6, true, 1000],
  ['MA', 'Massachusetts', 6.25, true, 1000],
  ['MI', 'Michigan', 6, false, null],
  ['MN', 'Minnesota', 6.875, false, null],
  ['MS', 'Mississippi', 7, false, null],
  ['MO', 'Missouri', 4.225, false, null],
  ['MT', 'Montana', 0, false, null],
  ['NE', 'Nebraska', 5.5, false, null],
  ['NV', 'Nevada', 6.85, false, null],
  ['NH', 'New Hampshire', 0, false, null],
  ['NJ', 'New Jersey', 6.625, true, null],
  ['NM', 'New Mexico', 4.875, true, null],
  ['NY', 'New York', 4, true, 1000],
  ['NC', 'North Carolina', 4.75, false, null],
  ['ND', 'North Dakota', 5, false, null],
  ['OH', 'Ohio', 5.75, false, null],
  ['OK', 'Oklahoma', 4.5, false, null],
  ['OR', 'Oregon', 0, false, null],
  ['PA', 'Pennsylvania', 6, false, null],
  ['RI', 'Rhode Island', 7, false, null],
  ['SC', 'South Carolina', 6, false, null],
  ['SD', 'South Dakota', 4.2, false, null],
  ['TN', 'Tennessee', 7, false, null],
  ['TX', 'Texas', 6.25, false, null],
  ['UT', 'Utah', 4.85, false, null],
  ['VT', 'Vermont', 6, true, null],
  ['VA', 'Virginia', 5.3, false, null],
  ['WA', 'Washington', 6.5, false, null],
  ['WV', 'West Virginia', 6, false, null],
  ['WI', 'Wisconsin', 5, false, null],
  ['WY', 'Wyoming', 4, false, null],
];

export function createContent(seed: number, catalog: MockProduct[], now: Date): Content {
  const rng = createRandom(seed + 101);
  const reviewable = catalog.filter((p) => p.productType !== 'Supplies');
  const reviews: Schemas['Review'][] = [];
  for (let i = 0; i < 180; i++) {
    const rating = rng.pick([5, 5, 5, 5, 4, 4, 4, 3, 2, 1]);
    const p = i < 24 ? (catalog[0] as MockProduct) : rng.pick(reviewable);
    reviews.push({
      id: 500 + i,
      productId: p.id,
      productName: p.name,
      customerName: `${rng.pick(FIRST)} ${String.fromCharCode(65 + rng.int(0, 25))}.`,
      rating,
      title: rng.pick(TITLES[rating] ?? ['Review']),
      reviewText: rng.pick(TEXTS[rating] ?? ['Fine.']),
      metal: p.metal,
      status: 'Approved',
      createdAt: new Date(now.getTime() - rng.int(1, 700) * 86400_000).toISOString(),
    });
  }
  reviews.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return {
    reviews,
    blogs: BLOG_TOPICS.map((t, i) =>
      article(41 + i, t, `${t}: what every buyer should know before the next order.`, i * 6 + 2, now, 'Bold Research'),
    ),
    jewelryBlogs: JEWELRY_TOPICS.map((t, i) => article(201 + i, t, `${t}, from our jewelry desk.`, i * 9 + 3, now, 'Bold Jewelry Desk')),
    news: NEWS_TOPICS.concat(NEWS_TOPICS.map((t) => `${t} (follow-up)`)).map((t, i) =>
      article(301 + i, t, `${t}. Our desk on what it means for prices.`, i * 2 + 1, now, 'Bold Market Desk'),
    ),
    notice: {
      imageURL: '/images/notices/holiday-hours.svg',
      noticeTitle: 'Holiday shipping schedule',
      description: 'Orders placed after December 20 ship on January 2. Live pricing and insured shipping continue through the holidays.',
    },
    // Each banner's picture says what its alt text says (the mock draws it from the file name).
    ads: (
      [
        ['home', 'Silver at spot, this week only', '/silver/silver-at-spot'],
        ['silver', 'Monster boxes ship free', '/silver/monster-box'],
        ['gold', 'Gold coins from $2 over spot', '/gold-bullion'],
        ['cart', 'Free shipping from $199', '/legals/shipping-insurance'],
        ['product', 'Lock your price at checkout', '/bullion-in-stock'],
        ['home', 'Gold coins from $2 over spot', '/gold-bullion'],
        ['home', 'Monster boxes ship free', '/silver/monster-box'],
        ['account', 'Track your holdings in your portfolio', '/bold-bullion-portfolio'],
        ['account', 'Sell to us at today’s bid', '/sell-to-us'],
      ] as const
    ).map(([pageType, altText, href], i) => ({
      id: i + 1,
      imageURL: `/images/ads/${altText
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}.svg`,
      altText,
      href,
      pageType,
    })),
    dashboardImages: (['Investor', 'Collector'] as const).flatMap((customerType) =>
      (['Silver', 'Gold'] as const).map((metalType) => ({
        imageURL: `/images/dashboard/${metalType.toLowerCase()}-${customerType.toLowerCase()}.svg`,
        altText: `${metalType} bullion for ${customerType.toLowerCase()}s`,
        customerType,
        metalType,
      })),
    ),
    stateTax: STATES.map(([stateCode, stateName, rate, isTaxable, exemptionThreshold]) => ({
      stateCode,
      stateName,
      rate,
      isTaxable,
      exemptionThreshold,
      notes: isTaxable
        ? exemptionThreshold
          ? `Bullion sales of $${exemptionThreshold} or more are exempt.`
          : 'Bullion is taxable.'
        : 'Bullion is exempt.',
    })),
  };
}
