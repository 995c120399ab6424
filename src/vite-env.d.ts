/// <reference types="vite/client" />

/** True when the build serves the mock API (no API host configured, or VITE_MOCKS=on). */
declare const __MOCKS_ENABLED__: boolean;

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_MOCKS?: 'on' | 'off';
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
  readonly VITE_CHAT_SCRIPT_URL?: string;
  readonly VITE_ADS_TAG_ID?: string;
  readonly VITE_ADS_PURCHASE_LABEL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
