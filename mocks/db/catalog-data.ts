import type { MintName } from '@/domain/catalog/menu-tree';

export type MetalName = 'Silver' | 'Gold' | 'Platinum' | 'Palladium' | 'Copper';
export type Kind = 'Coin' | 'Bar' | 'Round';

/** A real-world design and the weights it is struck in. Premium is dollars over spot per troy ounce. */
export interface Design {
  metal: MetalName;
  kind: Kind;
  mint: MintName;
  name: string;
  weights: string[];
  years: (number | null)[];
  premiumPerOz: number;
  ira?: boolean;
  movieTheme?: boolean;
}

const Y = [2022, 2023, 2024, 2025, 2026];
const Y2 = [2024, 2025, 2026];
const NOYEAR = [null];

export const DESIGNS: Design[] = [
  // Silver coins
  { metal: 'Silver', kind: 'Coin', mint: 'US Mint', name: 'American Silver Eagle', weights: ['1 oz'], years: Y, premiumPerOz: 5.2, ira: true },
  { metal: 'Silver', kind: 'Coin', mint: 'US Mint', name: 'America the Beautiful', weights: ['5 oz'], years: Y2, premiumPerOz: 3.1, ira: true },
  { metal: 'Silver', kind: 'Coin', mint: 'Royal Canadian Mint', name: 'Silver Maple Leaf', weights: ['1 oz'], years: Y, premiumPerOz: 3.4, ira: true },
  { metal: 'Silver', kind: 'Coin', mint: 'Royal Canadian Mint', name: 'Canadian Wildlife', weights: ['2 oz', '10 oz'], years: Y2, premiumPerOz: 3.0, ira: true },
  { metal: 'Silver', kind: 'Coin', mint: 'British Royal Mint', name: 'Silver Britannia', weights: ['1 oz', '10 oz'], years: Y, premiumPerOz: 3.3, ira: true },
  { metal: 'Silver', kind: 'Coin', mint: 'British Royal Mint', name: "Queen's Beasts", weights: ['2 oz'], years: Y2, premiumPerOz: 4.4, ira: true },
  { metal: 'Silver', kind: 'Coin', mint: 'Perth Mint', name: 'Silver Kangaroo', weights: ['1 oz'], years: Y, premiumPerOz: 3.1, ira: true },
  { metal: 'Silver', kind: 'Coin', mint: 'Perth Mint', name: 'Silver Kookaburra', weights: ['1 oz', '2 oz', '5 oz', '10 oz', '1 kilo'], years: Y2, premiumPerOz: 3.6, ira: true },
  { metal: 'Silver', kind: 'Coin', mint: 'Perth Mint', name: 'Lunar Series', weights: ['1 oz', '2 oz', '5 oz', '1 kilo'], years: Y2, premiumPerOz: 4.6, ira: true },
  { metal: 'Silver', kind: 'Coin', mint: 'Austrian Mint', name: 'Silver Philharmonic', weights: ['1 oz'], years: Y, premiumPerOz: 3.4, ira: true },
  { metal: 'Silver', kind: 'Coin', mint: 'Mexican Mint', name: 'Silver Libertad', weights: ['1 oz', '2 oz', '5 oz', '1 kilo'], years: Y2, premiumPerOz: 4.9, ira: true },
  // Silver bars
  { metal: 'Silver', kind: 'Bar', mint: 'PAMP', name: 'PAMP Suisse Lady Fortuna Silver Bar', weights: ['1 oz', '10 oz', '1 kilo', '100 gram', '250 gram', '500 gram'], years: NOYEAR, premiumPerOz: 2.6, ira: true },
  { metal: 'Silver', kind: 'Bar', mint: 'Valcambi', name: 'Valcambi Suisse Silver Bar', weights: ['1 oz', '10 oz', '100 oz', '1 kilo', '5 kilo', '100 gram', '250 gram', '500 gram'], years: NOYEAR, premiumPerOz: 1.9, ira: true },
  { metal: 'Silver', kind: 'Bar', mint: 'Asahi', name: 'Asahi Silver Bar', weights: ['1 oz', '5 oz', '10 oz', '100 oz', '1 kilo'], years: NOYEAR, premiumPerOz: 1.4, ira: true },
  { metal: 'Silver', kind: 'Bar', mint: 'Sunshine', name: 'Sunshine Mint Silver Bar', weights: ['1 oz', '2 oz', '5 oz', '10 oz', '100 oz'], years: NOYEAR, premiumPerOz: 1.5, ira: true },
  { metal: 'Silver', kind: 'Bar', mint: 'Scottsdale', name: 'Scottsdale Stacker Silver Bar', weights: ['1 oz', '2 oz', '5 oz', '10 oz', '100 oz', '1 kilo', '5 kilo'], years: NOYEAR, premiumPerOz: 1.7, ira: true },
  { metal: 'Silver', kind: 'Bar', mint: 'Perth Mint', name: 'Perth Mint Cast Silver Bar', weights: ['1 kilo', '5 kilo', '100 gram', '250 gram'], years: NOYEAR, premiumPerOz: 2.1, ira: true },
  { metal: 'Silver', kind: 'Bar', mint: 'Royal Canadian Mint', name: 'RCM Silver Bar', weights: ['10 oz', '100 oz'], years: NOYEAR, premiumPerOz: 1.8, ira: true },
  // Silver rounds
  { metal: 'Silver', kind: 'Round', mint: 'Scottsdale', name: 'Scottsdale Lion Silver Round', weights: ['1 oz', '2 oz', '5 oz', '10 oz'], years: NOYEAR, premiumPerOz: 1.6 },
  { metal: 'Silver', kind: 'Round', mint: 'Sunshine', name: 'Sunshine Mint Buffalo Silver Round', weights: ['1 oz', '5 oz'], years: NOYEAR, premiumPerOz: 1.3 },
  { metal: 'Silver', kind: 'Round', mint: 'Pressburg', name: 'Pressburg Walking Liberty Silver Round', weights: ['1 oz', '2 oz', '5 oz', '10 oz'], years: NOYEAR, premiumPerOz: 1.2 },
  { metal: 'Silver', kind: 'Round', mint: 'Pressburg', name: 'Pressburg Movie Classics Silver Round', weights: ['1 oz'], years: Y2, premiumPerOz: 6.5, movieTheme: true },
  // Gold coins
  { metal: 'Gold', kind: 'Coin', mint: 'US Mint', name: 'American Gold Eagle', weights: ['1 oz', '1/2 oz', '1/4 oz', '1/10 oz'], years: Y, premiumPerOz: 128, ira: true },
  { metal: 'Gold', kind: 'Coin', mint: 'US Mint', name: 'American Gold Buffalo', weights: ['1 oz'], years: Y, premiumPerOz: 105, ira: true },
  { metal: 'Gold', kind: 'Coin', mint: 'Royal Canadian Mint', name: 'Gold Maple Leaf', weights: ['1 oz', '1/2 oz', '1/4 oz', '1/10 oz'], years: Y2, premiumPerOz: 78, ira: true },
  { metal: 'Gold', kind: 'Coin', mint: 'British Royal Mint', name: 'Gold Britannia', weights: ['1 oz', '1/4 oz', '1/10 oz'], years: Y2, premiumPerOz: 74, ira: true },
  { metal: 'Gold', kind: 'Coin', mint: 'Perth Mint', name: 'Gold Kangaroo', weights: ['1 oz', '1/2 oz', '1/10 oz'], years: Y2, premiumPerOz: 76, ira: true },
  { metal: 'Gold', kind: 'Coin', mint: 'Austrian Mint', name: 'Gold Philharmonic', weights: ['1 oz', '1/4 oz'], years: Y2, premiumPerOz: 72, ira: true },
  { metal: 'Gold', kind: 'Coin', mint: 'Mexican Mint', name: 'Gold Libertad', weights: ['1 oz', '1/10 oz'], years: Y2, premiumPerOz: 110 },
  { metal: 'Gold', kind: 'Coin', mint: 'South African Mint', name: 'Gold Krugerrand', weights: ['1 oz', '1/2 oz', '1/4 oz', '1/10 oz'], years: Y2, premiumPerOz: 68 },
  // Gold bars
  { metal: 'Gold', kind: 'Bar', mint: 'PAMP', name: 'PAMP Suisse Lady Fortuna Gold Bar', weights: ['1 oz', '10 oz', '1 gram', '2.5 gram', '5 gram', '10 gram', '20 gram', '50 gram', '100 gram', '1 kilo'], years: NOYEAR, premiumPerOz: 62, ira: true },
  { metal: 'Gold', kind: 'Bar', mint: 'Valcambi', name: 'Valcambi Suisse Gold Bar', weights: ['1 oz', '1 gram', '2 gram', '5 gram', '10 gram', '20 gram', '50 gram', '100 gram', '1 kilo'], years: NOYEAR, premiumPerOz: 55, ira: true },
  { metal: 'Gold', kind: 'Bar', mint: 'Argor Heraeus', name: 'Argor-Heraeus Gold Bar', weights: ['1 oz', '10 oz', '1 gram', '5 gram', '10 gram', '50 gram', '100 gram', '1 kilo'], years: NOYEAR, premiumPerOz: 52, ira: true },
  { metal: 'Gold', kind: 'Bar', mint: 'Asahi', name: 'Asahi Gold Bar', weights: ['1 oz', '10 oz', '1 kilo'], years: NOYEAR, premiumPerOz: 48, ira: true },
  { metal: 'Gold', kind: 'Bar', mint: 'Sunshine', name: 'Sunshine Mint Gold Bar', weights: ['1 oz', '10 gram'], years: NOYEAR, premiumPerOz: 58, ira: true },
  { metal: 'Gold', kind: 'Bar', mint: 'Scottsdale', name: 'Scottsdale Stacker Gold Bar', weights: ['1 oz', '10 gram'], years: NOYEAR, premiumPerOz: 60, ira: true },
  // Platinum and palladium
  { metal: 'Platinum', kind: 'Coin', mint: 'US Mint', name: 'American Platinum Eagle', weights: ['1 oz', '1/10 oz'], years: Y2, premiumPerOz: 115, ira: true },
  { metal: 'Platinum', kind: 'Coin', mint: 'Royal Canadian Mint', name: 'Platinum Maple Leaf', weights: ['1 oz'], years: Y2, premiumPerOz: 88, ira: true },
  { metal: 'Platinum', kind: 'Coin', mint: 'British Royal Mint', name: 'Platinum Britannia', weights: ['1 oz'], years: Y2, premiumPerOz: 84, ira: true },
  { metal: 'Platinum', kind: 'Coin', mint: 'Perth Mint', name: 'Platinum Platypus', weights: ['1 oz'], years: Y2, premiumPerOz: 92, ira: true },
  { metal: 'Platinum', kind: 'Bar', mint: 'Valcambi', name: 'Valcambi Suisse Platinum Bar', weights: ['1 oz', '10 gram', '100 gram'], years: NOYEAR, premiumPerOz: 70, ira: true },
  { metal: 'Platinum', kind: 'Bar', mint: 'Argor Heraeus', name: 'Argor-Heraeus Platinum Bar', weights: ['1 oz', '10 oz'], years: NOYEAR, premiumPerOz: 66, ira: true },
  { metal: 'Platinum', kind: 'Bar', mint: 'PAMP', name: 'PAMP Suisse Platinum Bar', weights: ['1 oz'], years: NOYEAR, premiumPerOz: 72, ira: true },
  { metal: 'Palladium', kind: 'Coin', mint: 'Royal Canadian Mint', name: 'Palladium Maple Leaf', weights: ['1 oz'], years: Y2, premiumPerOz: 95, ira: true },
  { metal: 'Palladium', kind: 'Coin', mint: 'US Mint', name: 'American Palladium Eagle', weights: ['1 oz'], years: Y2, premiumPerOz: 210, ira: true },
  { metal: 'Palladium', kind: 'Bar', mint: 'Valcambi', name: 'Valcambi Suisse Palladium Bar', weights: ['1 oz'], years: NOYEAR, premiumPerOz: 80, ira: true },
  { metal: 'Palladium', kind: 'Bar', mint: 'PAMP', name: 'PAMP Suisse Palladium Bar', weights: ['1 oz', '10 gram'], years: NOYEAR, premiumPerOz: 85, ira: true },
  // Copper
  { metal: 'Copper', kind: 'Round', mint: 'Golden State Mint', name: 'Golden State Mint Copper Round', weights: ['1 oz', '5 oz'], years: NOYEAR, premiumPerOz: 0.9 },
  { metal: 'Copper', kind: 'Round', mint: 'Golden State Mint', name: 'Golden State Mint Silent Film Copper Round', weights: ['1 oz'], years: NOYEAR, premiumPerOz: 1.4, movieTheme: true },
  { metal: 'Copper', kind: 'Round', mint: 'Golden State Mint', name: 'Golden State Mint Buffalo Copper Round', weights: ['1 oz', '5 oz'], years: NOYEAR, premiumPerOz: 0.9 },
  { metal: 'Copper', kind: 'Bar', mint: 'Germania', name: 'Germania Mint Copper Bar', weights: ['1 oz', '5 oz', '10 oz', '1 kilo'], years: NOYEAR, premiumPerOz: 0.7 },
];

/** Troy ounces in a weight label. */
export function ouncesOf(weight: string): number {
  const [amount = '1', unit = 'oz'] = weight.split(' ');
  const [n, d] = amount.split('/');
  const value = d ? Number(n) / Number(d) : Number(amount);
  if (unit === 'gram') return value / 31.1035;
  if (unit === 'kilo') return (value * 1000) / 31.1035;
  return value;
}

/** Copper has no spot feed; its price per ounce is fixed. */
export const COPPER_PER_OZ = 0.32;

export const JEWELRY_ITEMS: Record<string, { names: string[]; metal: MetalName; ounces: number; craft: number; sizes?: string[] }> = {
  'rings/mens': { names: ['Sterling Silver Signet Ring', '14k Gold Band', 'Silver Eagle Coin Signet'], metal: 'Silver', ounces: 0.35, craft: 85, sizes: ['8', '9', '10', '11', '12'] },
  'rings/womens': { names: ['Sterling Silver Stacking Ring', '14k Gold Halo Ring', 'Silver Twist Band'], metal: 'Gold', ounces: 0.12, craft: 140, sizes: ['5', '6', '7', '8'] },
  'rings/coin-rings': { names: ['Walking Liberty Coin Ring', 'Mercury Dime Coin Ring', 'Silver Maple Coin Ring'], metal: 'Silver', ounces: 0.25, craft: 60, sizes: ['6', '7', '8', '9', '10'] },
  'earrings/studs': { names: ['Sterling Silver Ball Studs', '14k Gold Bar Studs', 'Silver Nugget Studs'], metal: 'Silver', ounces: 0.05, craft: 35 },
  'earrings/hoops': { names: ['Sterling Silver Hoops 30 mm', '14k Gold Huggie Hoops', 'Hammered Silver Hoops'], metal: 'Silver', ounces: 0.1, craft: 45 },
  'earrings/drops': { names: ['Silver Coin Drop Earrings', 'Gold Teardrop Earrings', 'Silver Leaf Drops'], metal: 'Silver', ounces: 0.08, craft: 50 },
  'necklaces/gold': { names: ['14k Gold Bar Necklace', '14k Gold Paperclip Necklace', 'Gold Nugget Necklace'], metal: 'Gold', ounces: 0.15, craft: 160, sizes: ['16 in', '18 in', '20 in'] },
  'necklaces/silver': { names: ['Sterling Silver Bar Necklace', 'Silver Snake Necklace', 'Silver Initial Necklace'], metal: 'Silver', ounces: 0.3, craft: 55, sizes: ['16 in', '18 in', '20 in'] },
  'necklaces/coin': { names: ['Silver Eagle Coin Necklace', 'Gold Maple Coin Necklace', 'Kookaburra Coin Necklace'], metal: 'Silver', ounces: 1.1, craft: 70, sizes: ['18 in', '20 in', '24 in'] },
  'pendants/coin': { names: ['Bezel-Set Silver Eagle Pendant', 'Bezel-Set Gold Eagle 1/10 oz Pendant', 'Britannia Coin Pendant'], metal: 'Silver', ounces: 1.05, craft: 45 },
  'pendants/bar': { names: ['1 gram Gold Bar Pendant', '10 gram Silver Bar Pendant', '5 gram Gold Bar Pendant'], metal: 'Gold', ounces: 0.05, craft: 65 },
  'pendants/religious': { names: ['Sterling Silver Cross Pendant', 'Gold Saint Christopher Pendant', 'Silver Star of David Pendant'], metal: 'Silver', ounces: 0.2, craft: 50 },
  'bracelets/bangles': { names: ['Sterling Silver Bangle', 'Hammered Silver Cuff', '14k Gold Bangle'], metal: 'Silver', ounces: 0.6, craft: 65 },
  'bracelets/chain': { names: ['Silver Figaro Bracelet', 'Gold Rope Bracelet', 'Silver Curb Bracelet'], metal: 'Silver', ounces: 0.4, craft: 55, sizes: ['7 in', '7.5 in', '8 in'] },
  'bracelets/coin': { names: ['Silver Dime Charm Bracelet', 'Gold Coin Link Bracelet', 'Silver Coin Bracelet'], metal: 'Silver', ounces: 0.7, craft: 75 },
  'chains/rope': { names: ['Sterling Silver Rope Chain 3 mm', '14k Gold Rope Chain 2.5 mm'], metal: 'Silver', ounces: 0.5, craft: 60, sizes: ['18 in', '20 in', '22 in', '24 in'] },
  'chains/box': { names: ['Sterling Silver Box Chain 2 mm', '14k Gold Box Chain 1 mm'], metal: 'Silver', ounces: 0.3, craft: 50, sizes: ['18 in', '20 in', '22 in'] },
  'chains/figaro': { names: ['Sterling Silver Figaro Chain 4 mm', '14k Gold Figaro Chain 3 mm'], metal: 'Gold', ounces: 0.25, craft: 120, sizes: ['20 in', '22 in', '24 in'] },
  'chains/curb': { names: ['Sterling Silver Curb Chain 5 mm', '14k Gold Curb Chain 4 mm'], metal: 'Silver', ounces: 0.8, craft: 65, sizes: ['20 in', '22 in', '24 in'] },
};

export const SUPPLIES_ITEMS: Record<string, { name: string; price: number }[]> = {
  'coin-tubes': [{ name: 'Silver Eagle Coin Tube (20 coins)', price: 2.95 }, { name: 'Gold Eagle 1 oz Coin Tube (10 coins)', price: 3.49 }, { name: 'Round Coin Tube 40.6 mm', price: 2.49 }],
  capsules: [{ name: 'Air-Tite 40.6 mm Capsule (10 pack)', price: 14.95 }, { name: 'Air-Tite 32.7 mm Capsule (10 pack)', price: 12.95 }, { name: 'Capsule with Foam Ring', price: 1.95 }],
  'storage-boxes': [{ name: 'Empty Silver Eagle Monster Box', price: 29.95 }, { name: 'Slab Storage Box (20 slabs)', price: 19.95 }, { name: 'Bar Storage Case', price: 24.95 }],
  'gloves-and-cloths': [{ name: 'Cotton Coin Handling Gloves', price: 5.95 }, { name: 'Nitrile Coin Gloves (pair)', price: 3.95 }, { name: 'Microfibre Polishing Cloth', price: 7 }],
  'scales-and-magnifiers': [{ name: 'Precious Metal Verifier', price: 750 }, { name: 'Digital Coin Scale 0.01 g', price: 29.95 }, { name: '10x Jeweler Loupe', price: 8.95 }],
  'gift-boxes': [{ name: 'Velvet Gift Box for 1 oz Coin', price: 9.95 }, { name: 'Wooden Presentation Box', price: 19.95 }, { name: 'Holiday Gift Box', price: 5.95 }],
};
