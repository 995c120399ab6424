import { describePreferences, fromSaved, NO_PREFERENCES, parseStored, toSaved, type Preferences } from './preferences';

const chosen: Preferences = {
  metalPreference: 'Gold',
  customerType: 'Investor',
  mintType: 'Government',
  productTypeId: 2,
  mints: ['US Mint', 'Perth Mint'],
  jewelryAndCoupons: true,
};

describe('preferences', () => {
  it('go to the server in UpdateCustomerProfile’s fields and come back the same', () => {
    const saved = toSaved(chosen);
    expect(saved).toEqual({
      metalPreference: 'Gold',
      customerType: 'Investor',
      preferenceMintType: 'Government',
      preferenceProductTypeId: 2,
      preferenceMints: 'US Mint,Perth Mint',
      preferenceJewelryNCoupon: true,
    });
    expect(fromSaved(saved)).toEqual(chosen);
  });

  it('send null for what was not chosen, never an empty string', () => {
    expect(toSaved(NO_PREFERENCES)).toEqual({
      metalPreference: null,
      customerType: null,
      preferenceMintType: null,
      preferenceProductTypeId: null,
      preferenceMints: null,
      preferenceJewelryNCoupon: false,
    });
  });

  it('read nothing saved as no preferences, and drop values the store does not offer', () => {
    expect(fromSaved(null)).toEqual(NO_PREFERENCES);
    expect(
      fromSaved({
        metalPreference: 'Rhodium',
        customerType: 'Investor',
        preferenceMintType: 'Other',
        preferenceProductTypeId: 5,
        preferenceMints: 'US Mint, Nowhere Mint',
        preferenceJewelryNCoupon: false,
      }),
    ).toEqual({ ...NO_PREFERENCES, customerType: 'Investor', mints: ['US Mint'] });
    expect(
      fromSaved({
        metalPreference: null,
        customerType: null,
        preferenceMintType: null,
        preferenceProductTypeId: 0,
        preferenceMints: '',
        preferenceJewelryNCoupon: false,
      }).productTypeId,
    ).toBeNull();
    expect(
      fromSaved({
        metalPreference: null,
        customerType: null,
        preferenceMintType: null,
        preferenceProductTypeId: 4,
        preferenceMints: null,
        preferenceJewelryNCoupon: false,
      }).productTypeId,
    ).toBe(4);
  });

  it('read a guest’s stored choices, and nothing from broken or foreign storage', () => {
    expect(parseStored(JSON.stringify(chosen))).toEqual(chosen);
    expect(parseStored(null)).toEqual(NO_PREFERENCES);
    expect(parseStored('{not json')).toEqual(NO_PREFERENCES);
    expect(parseStored('"Gold"')).toEqual(NO_PREFERENCES);
    // The shape stored before this version: a list of product types. It is dropped, not misread.
    expect(parseStored('{"metalPreference":"Silver","productTypes":["Coins"],"mints":["PAMP",3]}')).toEqual({
      ...NO_PREFERENCES,
      metalPreference: 'Silver',
      mints: ['PAMP'],
    });
    expect(parseStored('{"jewelryAndCoupons":"yes"}').jewelryAndCoupons).toBe(false);
  });

  it('are said in one line, or that none are saved', () => {
    expect(describePreferences(chosen)).toBe('Gold · Investor · Bars · Government mints · US Mint, Perth Mint · jewelry and coupon offers');
    expect(describePreferences(NO_PREFERENCES)).toBe('No preferences saved yet.');
    expect(describePreferences({ ...NO_PREFERENCES, productTypeId: 1 })).toBe('Coins');
  });
});
