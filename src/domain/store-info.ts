/** Facts about the store shown on its pages (contact details, thresholds), in one place. */
export const STORE_NAME = 'Bold Precious Metals';
export const SUPPORT_PHONE_DISPLAY = '1(866)454-BOLD';
/** 1-866-454-BOLD on a keypad: B=2, O=6, L=5, D=3. */
export const SUPPORT_PHONE_TEL = '+18664542653';
export const SUPPORT_EMAIL = 'support@boldpreciousmetals.com';
export const FREE_SHIPPING_BANNER = 'FREE SHIPPING ON DOMESTIC ORDERS - $199 or more, FULLY INSURED DOMESTIC & INTERNATIONAL ORDERS';
