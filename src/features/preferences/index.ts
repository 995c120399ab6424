// What the customer wants to hear about (metals, products, mints, offers): the fields, and where they are kept.
export { PreferencesFields } from './preferences-fields';
export { readPreferences, usePreferencesStore } from './use-save-preferences';
