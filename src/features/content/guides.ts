import { FREE_SHIPPING_THRESHOLD_CENTS, MIN_CARRIER_CHARGE_CENTS } from '@/domain/checkout/charges';
import { SUPPORT_PHONE_DISPLAY } from '@/domain/store-info';

/** A page of editorial content: sections of paragraphs, with links to the shop where they help. */
export interface Guide {
  title: string;
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
  links?: { label: string; href: string }[];
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2).replace(/\.00$/, '')}`;

export const INVESTING_TOPICS = ['beginners', 'how-to', 'investors', 'collectors', 'taxes-ira'] as const;

/** Guides by path (without the leading slash). */
export const GUIDES: Record<string, Guide> = {
  'investing-guide': {
    title: "Investor's Guide",
    intro:
      'Everything we wish someone had told us before our first ounce: what bullion is, how it is priced, and how to buy, store and one day sell it.',
    sections: [
      {
        heading: 'How bullion is priced',
        paragraphs: [
          'Every coin, bar and round is priced from the live spot price of its metal, the price of one troy ounce traded on the world market. Our prices move with spot through the day; the header shows the spot prices we use.',
          'On top of spot each product carries a premium, which covers minting, refining, shipping and our margin. Product pages show the premium over spot and the price per troy ounce so you can compare a 1 oz coin with a 10 oz bar at a glance.',
        ],
      },
      {
        heading: 'Paying less per ounce',
        paragraphs: [
          'Prices fall as quantity rises: each product page lists its quantity tiers. Paying by eCheck or bank wire avoids the 4.2 percent card and PayPal surcharge, so both prices are shown side by side.',
        ],
      },
    ],
    links: INVESTING_TOPICS.map((t) => ({ label: guideTitle(t), href: `/investing-guide/${t}` })),
  },
  'investing-guide/beginners': {
    title: 'Precious metals for beginners',
    intro: 'Start small, buy what you understand, and keep your costs per ounce low.',
    sections: [
      {
        heading: 'Coins, bars or rounds?',
        paragraphs: [
          'Government coins such as the American Silver Eagle or the Canadian Maple Leaf carry a face value and are recognised everywhere, which makes them easy to sell. Bars and rounds from private refiners have lower premiums, so more of your money buys metal.',
        ],
      },
      {
        heading: 'Silver or gold?',
        paragraphs: [
          'Silver lets you start with a few dollars and buy in small units; it moves more sharply with the market. Gold packs more value into less space and is the classic store of wealth. Many buyers hold both.',
        ],
      },
      {
        heading: 'Your first order',
        paragraphs: [
          'Choose a product from the in-stock pages, pick a quantity and a stock option, and pay by eCheck for the lowest price. Domestic orders of $199 or more ship free and fully insured.',
        ],
      },
    ],
    links: [
      { label: 'Bullion in stock', href: '/bullion-in-stock' },
      { label: 'Silver at spot', href: '/silver/silver-at-spot' },
    ],
  },
  'investing-guide/how-to': {
    title: 'How to buy bullion',
    intro: 'From the product page to your door in five steps.',
    sections: [
      {
        heading: '1. Find the product',
        paragraphs: [
          'Browse by metal, mint or weight from the menus, or search by name. Voice search understands phrases such as “one tenth ounce gold eagle”.',
        ],
      },
      {
        heading: '2. Pick quantity and stock option',
        paragraphs: [
          'In Stock ships now; Preorder and Presale items ship when they arrive, at today’s price. The price table shows what each quantity costs per unit.',
        ],
      },
      {
        heading: '3. Check out',
        paragraphs: [
          'Pay by eCheck or wire for the lower price, or by card or PayPal with the 4.2 percent surcharge. Your price is locked when you place the order.',
        ],
      },
      {
        heading: '4. Track it',
        paragraphs: [
          'Every order has an invoice number. Track it from your account, or without signing in from the order tracking page with your email and zip code.',
        ],
      },
      {
        heading: '5. Store it',
        paragraphs: [
          'Keep bullion in its original packaging or capsules, away from moisture; our supplies pages have tubes, capsules and storage boxes.',
        ],
      },
    ],
    links: [
      { label: 'Track an order', href: '/orders/track-order' },
      { label: 'Supplies', href: '/supplies' },
    ],
  },
  'investing-guide/investors': {
    title: 'For investors',
    intro: 'Bullion as a part of a portfolio: what it does, and what it costs.',
    sections: [
      {
        heading: 'Why hold metal',
        paragraphs: [
          'Physical metal carries no counterparty risk and has historically held its value through inflation and currency swings. Most investors hold a modest share of their savings in it and rebalance over time.',
        ],
      },
      {
        heading: 'Keep costs low',
        paragraphs: [
          'Buy larger units with low premiums, pay by eCheck, and watch the premium over spot shown on every product page. Our portfolio tool tracks what your holdings are worth at today’s spot price.',
        ],
      },
    ],
    links: [{ label: 'Best sellers', href: '/best-sellers' }],
  },
  'investing-guide/collectors': {
    title: 'For collectors',
    intro: 'Limited mintages, proofs and series worth completing.',
    sections: [
      {
        heading: 'What makes a coin collectible',
        paragraphs: [
          'Mintage, condition, design and demand. Series such as the Perth Mint Lunar coins or the Royal Mint Queen’s Beasts change design each year, and earlier years become harder to find.',
        ],
      },
      {
        heading: 'Presales',
        paragraphs: [
          'New releases are often offered on presale before the mint ships them. You pay today’s price and the coins ship as soon as they reach us.',
        ],
      },
    ],
    links: [
      { label: 'Presale', href: '/presale' },
      { label: 'New silver arrivals', href: '/silver/new-arrivals' },
    ],
  },
  'investing-guide/taxes-ira': {
    title: 'Taxes and IRAs',
    intro: 'Sales tax on bullion depends on your state; IRA-approved metal can be held for retirement.',
    sections: [
      {
        heading: 'Sales tax',
        paragraphs: [
          'Many states exempt bullion from sales tax, some only above an order total. The estimated tax for your state is shown at checkout; our state sales tax page lists every state.',
        ],
      },
      {
        heading: 'Precious metals IRAs',
        paragraphs: [
          'A self-directed IRA can hold coins and bars that meet IRS fineness rules, stored with an approved depository. Our IRA-approved pages list only eligible products.',
        ],
      },
    ],
    links: [
      { label: 'State sales tax', href: '/state-sales-tax' },
      { label: 'Precious metals IRA', href: '/services/precious-metals-ira' },
    ],
  },
  'services/precious-metals-ira': {
    title: 'Precious Metals IRA',
    intro: 'Hold physical gold, silver and platinum in a self-directed retirement account.',
    sections: [
      {
        heading: 'How it works',
        paragraphs: [
          'Open a self-directed IRA with a custodian, fund it by contribution or rollover, then choose IRA-approved products. We ship them directly to the custodian’s approved depository; the metal never passes through your hands.',
        ],
      },
      {
        heading: 'What qualifies',
        paragraphs: [
          'The IRS requires 99.9 percent fine silver, 99.5 percent fine gold (American Gold Eagles excepted) and 99.95 percent fine platinum and palladium, from approved mints and refiners.',
        ],
      },
      { heading: 'Talk to us', paragraphs: [`Our IRA desk answers at ${SUPPORT_PHONE_DISPLAY}, or write to us from the contact page.`] },
    ],
    links: [
      { label: 'IRA-approved silver', href: '/silver/ira-approved-silver' },
      { label: 'IRA-approved gold', href: '/gold/ira-approved-gold' },
      { label: 'IRA-approved platinum', href: '/platinum/ira-approved-platinum' },
      { label: 'Contact us', href: '/company/contact-us' },
    ],
  },
  'legals/shipping-insurance': {
    title: 'Shipping and insurance',
    intro: `Domestic orders of ${dollars(FREE_SHIPPING_THRESHOLD_CENTS)} or more ship free. Every order, domestic or international, is fully insured until it is in your hands.`,
    sections: [
      {
        heading: 'What shipping costs',
        paragraphs: [
          `Orders under ${dollars(FREE_SHIPPING_THRESHOLD_CENTS)}, and international orders, pay the carrier charge: 25 percent of the total troy ounces of the selected items, in dollars, and never less than ${dollars(MIN_CARRIER_CHARGE_CENTS)}. The cart shows the charge before you check out.`,
        ],
      },
      {
        heading: 'Carriers and tracking',
        paragraphs: [
          'We ship with USPS, UPS and FedEx in plain, discreet packaging. When your order ships you receive a message with its tracking number and a link to the carrier’s tracking page.',
        ],
      },
      {
        heading: 'Insurance and signatures',
        paragraphs: [
          'Each parcel is insured for its full value. Larger parcels need a signature on delivery. If a parcel is lost or arrives damaged, tell us within three days of delivery and we file the claim for you.',
        ],
      },
      {
        heading: 'Preorder and presale items',
        paragraphs: [
          'Items bought on preorder or presale ship as soon as they arrive. An order with in-stock and preorder items ships together unless you choose to split your orders in your account settings.',
        ],
      },
    ],
    links: [{ label: 'Track an order', href: '/orders/track-order' }],
  },
};

export function guideTitle(topic: (typeof INVESTING_TOPICS)[number]): string {
  return {
    beginners: 'For Beginners',
    'how-to': 'How to Buy',
    investors: 'For Investors',
    collectors: 'For Collectors',
    'taxes-ira': 'Taxes and IRAs',
  }[topic];
}
