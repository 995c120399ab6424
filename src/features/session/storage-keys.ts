/** This store's localStorage keys: those logout clears (preferences popup, preference and popup flags) or sets. */
export const STORAGE_KEYS = {
  session: 'bold.session',
  preferences: 'bold.preferences',
  preferencesPopup: 'bold.preferences.popupSeen',
  noticeSeen: 'bold.notice.seen',
  loggedOut: 'bold.loggedOut',
  /** How the guest cart's products were shown when added, for while they cannot be priced (the lines are a cookie). */
  guestCartNames: 'bold.cart.names',
} as const;
