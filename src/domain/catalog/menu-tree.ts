/**
 * The store's navigation tree, one data-driven source for the mega-menus, the mobile
 * menu, the mock API's GetMenu and the mock catalog (every leaf must lead to products or content).
 */
export interface MenuLink {
  id: string;
  label: string;
  href: string;
  badge?: 'New';
}

export interface MenuGroup {
  id: string;
  label: string;
  links: MenuLink[];
}

export interface MegaMenu {
  id: string;
  label: string;
  /** Landing page of the whole menu. */
  href: string;
  /** Columns: featured options, then by weight, then by mint or refiner. */
  groups: MenuGroup[];
}

export interface TopLink {
  id: string;
  label: string;
  href: string;
  highlight?: boolean;
  children?: MenuLink[];
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/\//g, '-')
    .replace(/[^a-z0-9.-]+/g, '-')
    .replace(/\./g, '-')
    .replace(/^-|-$/g, '');
const link = (metal: string, label: string, page: string, badge?: 'New'): MenuLink => ({
  id: `${metal}-${page}`,
  label,
  href: `/${metal}/${page}`,
  ...(badge ? { badge } : {}),
});
const byWeight = (metal: string, kind: string, weights: string[]): MenuLink[] =>
  weights.map((w) => link(metal, `${w} ${kind[0]?.toUpperCase()}${kind.slice(1)}`, `${slug(w)}-${metal}-${kind}`));

/** Mints and refiners with their page slug per metal (/silver/us-silver-coins, /gold/canadian-gold-coins). */
export const MINTS = {
  'US Mint': { silver: 'us-silver-coins', gold: 'us-gold-coins', platinum: 'us-platinum-coins' },
  'Royal Canadian Mint': { silver: 'canadian-silver-coins', gold: 'canadian-gold-coins', platinum: 'canadian-platinum-coins' },
  'British Royal Mint': { silver: 'british-silver-coins', gold: 'british-gold-coins', platinum: 'british-platinum-coins' },
  'Perth Mint': { silver: 'australian-silver-coins', gold: 'australian-gold-coins', platinum: 'australian-platinum-coins' },
  'Austrian Mint': { silver: 'austrian-silver-coins', gold: 'austrian-gold-coins' },
  'Mexican Mint': { silver: 'mexican-silver-coins', gold: 'mexican-gold-coins' },
  'South African Mint': { gold: 'south-african-gold-coins' },
  Scottsdale: { silver: 'scottsdale-mint', gold: 'scottsdale-mint' },
  Pressburg: { silver: 'pressburg-mint' },
  Sunshine: { silver: 'sunshine-minting', gold: 'sunshine-minting' },
  Asahi: { silver: 'asahi-refining', gold: 'asahi-refining' },
  PAMP: { silver: 'pamp-suisse', gold: 'pamp-suisse', platinum: 'pamp-suisse' },
  Valcambi: { silver: 'valcambi', gold: 'valcambi', platinum: 'valcambi' },
  'Argor Heraeus': { gold: 'argor-heraeus', platinum: 'argor-heraeus' },
  'Golden State Mint': { copper: 'golden-state-mint' },
  Germania: { copper: 'germania-mint-bars' },
} as const satisfies Record<string, Partial<Record<'silver' | 'gold' | 'platinum' | 'copper', string>>>;

export type MintName = keyof typeof MINTS;

const mintLinks = (metal: 'silver' | 'gold' | 'platinum'): MenuLink[] =>
  (Object.entries(MINTS) as [MintName, Partial<Record<string, string>>][])
    .filter(([, pages]) => pages[metal])
    .map(([name, pages]) => link(metal, name, pages[metal] ?? ''));

export const SILVER_COIN_WEIGHTS = ['1 oz', '2 oz', '5 oz', '10 oz', '1 kilo'];
export const SILVER_BAR_WEIGHTS = ['1 oz', '2 oz', '5 oz', '10 oz', '100 oz', '1 kilo', '5 kilo', '100 gram', '250 gram', '500 gram'];
export const SILVER_ROUND_WEIGHTS = ['1 oz', '2 oz', '5 oz', '10 oz'];
export const GOLD_COIN_WEIGHTS = ['1 oz', '1/2 oz', '1/4 oz', '1/10 oz'];
export const GOLD_BAR_WEIGHTS = [
  '1 oz',
  '10 oz',
  '1 gram',
  '2 gram',
  '2.5 gram',
  '5 gram',
  '10 gram',
  '20 gram',
  '50 gram',
  '100 gram',
  '1 kilo',
];

export const JEWELRY_TYPES: Record<string, { label: string; subtypes: Record<string, string> }> = {
  rings: { label: 'Rings', subtypes: { mens: "Men's Rings", womens: "Women's Rings", 'coin-rings': 'Coin Rings' } },
  earrings: { label: 'Earrings', subtypes: { studs: 'Studs', hoops: 'Hoops', drops: 'Drops' } },
  necklaces: { label: 'Necklaces', subtypes: { gold: 'Gold Necklaces', silver: 'Silver Necklaces', coin: 'Coin Necklaces' } },
  pendants: { label: 'Pendants', subtypes: { coin: 'Coin Pendants', bar: 'Bar Pendants', religious: 'Religious Pendants' } },
  bracelets: { label: 'Bracelets', subtypes: { bangles: 'Bangles', chain: 'Chain Bracelets', coin: 'Coin Bracelets' } },
  chains: { label: 'Chains', subtypes: { rope: 'Rope Chains', box: 'Box Chains', figaro: 'Figaro Chains', curb: 'Curb Chains' } },
};

export const SUPPLIES_CATEGORIES: Record<string, string> = {
  'coin-tubes': 'Coin Tubes',
  capsules: 'Coin Capsules',
  'storage-boxes': 'Storage Boxes',
  'gloves-and-cloths': 'Gloves and Cloths',
  'scales-and-magnifiers': 'Scales and Magnifiers',
  'gift-boxes': 'Gift Boxes',
};

export const megaMenus: MegaMenu[] = [
  {
    id: 'silver',
    label: 'Silver',
    href: '/silver-bullion',
    groups: [
      {
        id: 'silver-featured',
        label: 'Shop Silver',
        links: [
          link('silver', 'New Arrivals', 'new-arrivals'),
          link('silver', 'Silver at Spot', 'silver-at-spot', 'New'),
          link('silver', 'In-Stock Silver', 'in-stock'),
          link('silver', 'Silver Coin Tubes', 'coin-tubes'),
          link('silver', 'Monster Boxes', 'monster-box'),
          link('silver', 'Bars and Rounds Lots and Tubes', 'bars-rounds-lots-tubes'),
          link('silver', 'Impaired Silver', 'impaired-silver', 'New'),
          link('silver', 'IRA-Approved Silver', 'ira-approved-silver'),
        ],
      },
      { id: 'silver-coins', label: 'Silver Coins by Weight', links: byWeight('silver', 'coins', SILVER_COIN_WEIGHTS) },
      { id: 'silver-bars', label: 'Silver Bars by Weight', links: byWeight('silver', 'bars', SILVER_BAR_WEIGHTS) },
      { id: 'silver-rounds', label: 'Silver Rounds by Weight', links: byWeight('silver', 'rounds', SILVER_ROUND_WEIGHTS) },
      { id: 'silver-mints', label: 'Mints and Refiners', links: mintLinks('silver') },
    ],
  },
  {
    id: 'gold',
    label: 'Gold',
    href: '/gold-bullion',
    groups: [
      {
        id: 'gold-featured',
        label: 'Shop Gold',
        links: [
          link('gold', 'New Arrivals', 'new-arrivals'),
          link('gold', 'Gold at Spot', 'gold-at-spot', 'New'),
          link('gold', 'In-Stock Gold', 'in-stock'),
          link('gold', 'Gold Coin Tubes', 'coin-tubes'),
          link('gold', 'Gold Coin Lots', 'coin-lot'),
          link('gold', 'Gold Bar Lots', 'bars-lot'),
          link('gold', 'IRA-Approved Gold', 'ira-approved-gold'),
        ],
      },
      { id: 'gold-coins', label: 'Gold Coins by Weight', links: byWeight('gold', 'coins', GOLD_COIN_WEIGHTS) },
      { id: 'gold-bars', label: 'Gold Bars by Weight', links: byWeight('gold', 'bars', GOLD_BAR_WEIGHTS) },
      { id: 'gold-mints', label: 'Mints and Refiners', links: mintLinks('gold') },
    ],
  },
  {
    id: 'platinum',
    label: 'Platinum',
    href: '/platinum-bullion',
    groups: [
      {
        id: 'platinum-featured',
        label: 'Shop Platinum and Palladium',
        links: [
          link('platinum', 'Platinum Coins', 'platinum-coins'),
          link('platinum', 'Platinum Bars', 'platinum-bars'),
          link('platinum', 'Palladium Coins and Bars', 'palladium'),
          link('platinum', 'IRA-Approved Platinum', 'ira-approved-platinum'),
        ],
      },
      { id: 'platinum-mints', label: 'Mints and Refiners', links: mintLinks('platinum') },
    ],
  },
  {
    id: 'copper',
    label: 'Copper',
    href: '/copper',
    groups: [
      {
        id: 'copper-featured',
        label: 'Shop Copper',
        links: [
          { id: 'copper-golden-state-mint', label: 'Golden State Mint Coins', href: '/copper/golden-state-mint' },
          { id: 'copper-germania-mint-bars', label: 'Germania Mint Bars', href: '/copper/germania-mint-bars' },
        ],
      },
    ],
  },
  {
    id: 'jewelry',
    label: 'Jewelry',
    href: '/jewelry',
    groups: Object.entries(JEWELRY_TYPES).map(([type, t]) => ({
      id: `jewelry-${type}`,
      label: t.label,
      links: [
        { id: `jewelry-${type}-all`, label: `All ${t.label}`, href: `/jewelry/${type}` },
        ...Object.entries(t.subtypes).map(([sub, label]) => ({ id: `jewelry-${type}-${sub}`, label, href: `/jewelry/${type}/${sub}` })),
      ],
    })),
  },
  {
    id: 'best-seller',
    label: 'Best Seller',
    href: '/best-sellers',
    groups: [
      {
        id: 'best-sellers',
        label: 'Best Sellers',
        links: [
          { id: 'best-selling-silver', label: 'Best-Selling Silver', href: '/best-sellers/silver' },
          { id: 'best-selling-gold', label: 'Best-Selling Gold', href: '/best-sellers/gold' },
          { id: 'new-arrivals-2025-silver', label: '2025 New Arrivals: Silver', href: '/silver/2025-new-arrivals' },
          { id: 'new-arrivals-2025-gold', label: '2025 New Arrivals: Gold', href: '/gold/2025-new-arrivals' },
        ],
      },
    ],
  },
];

export const topLinks: TopLink[] = [
  { id: 'deals', label: 'Deals', href: '/deals' },
  { id: 'holiday', label: 'Holiday', href: '/holiday-gifts' },
  { id: 'sell-to-us', label: 'Sell To Us', href: '/sell-to-us', highlight: true },
  {
    id: 'investing-guide',
    label: "Investor's Guide",
    href: '/investing-guide',
    children: [
      { id: 'guide-beginners', label: 'For Beginners', href: '/investing-guide/beginners' },
      { id: 'guide-how-to', label: 'How to Buy', href: '/investing-guide/how-to' },
      { id: 'guide-investors', label: 'For Investors', href: '/investing-guide/investors' },
      { id: 'guide-collectors', label: 'For Collectors', href: '/investing-guide/collectors' },
      { id: 'guide-taxes-ira', label: 'Taxes and IRAs', href: '/investing-guide/taxes-ira' },
    ],
  },
  {
    id: 'supplies',
    label: 'Supplies',
    href: '/supplies',
    children: Object.entries(SUPPLIES_CATEGORIES).map(([s, label]) => ({ id: `supplies-${s}`, label, href: `/supplies-catagory/${s}` })),
  },
  {
    id: 'more',
    label: 'More',
    href: '/blogs',
    children: [
      { id: 'more-in-stock', label: 'Bullion In Stock', href: '/bullion-in-stock' },
      { id: 'more-presale', label: 'Presale', href: '/presale' },
      { id: 'more-blogs', label: 'Blogs', href: '/blogs' },
      { id: 'more-news', label: 'News', href: '/news' },
      { id: 'more-jewelry-blogs', label: 'Jewelry Blogs', href: '/jewelry-blogs' },
      { id: 'more-coupons', label: 'Coupons', href: '/coupons' },
      { id: 'more-state-sales-tax', label: 'State Sales Tax', href: '/state-sales-tax' },
      { id: 'more-movietheme', label: 'Movie-Theme Collectibles', href: '/movietheme' },
      { id: 'more-verifier', label: 'Precious Metal Verifier', href: '/sale/precious-metal-verifier' },
      { id: 'more-ira', label: 'Precious Metals IRA', href: '/services/precious-metals-ira' },
      { id: 'more-contact', label: 'Contact Us', href: '/company/contact-us' },
    ],
  },
];

/** Every href of the navigation, for tests that walk the tree. */
export function allMenuHrefs(): string[] {
  const hrefs = megaMenus.flatMap((m) => [m.href, ...m.groups.flatMap((g) => g.links.map((l) => l.href))]);
  hrefs.push(...topLinks.flatMap((t) => [t.href, ...(t.children ?? []).map((c) => c.href)]));
  return [...new Set(hrefs)];
}
