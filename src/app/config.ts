/** Runtime configuration, read once from the build's environment (see README "Configuration"). */
export interface AppConfig {
  /** Origin of the dealer API, without a trailing slash; empty means same-origin `/api` (the mocks). */
  apiBaseUrl: string;
  mocksEnabled: boolean;
  recaptchaSiteKey: string;
  chatScriptUrl: string;
}

export function readConfig(env: ImportMetaEnv, mocksEnabled: boolean): AppConfig {
  return {
    apiBaseUrl: mocksEnabled ? '' : (env.VITE_API_BASE_URL ?? '').replace(/\/+$/, ''),
    mocksEnabled,
    recaptchaSiteKey: env.VITE_RECAPTCHA_SITE_KEY ?? '',
    chatScriptUrl: env.VITE_CHAT_SCRIPT_URL ?? '',
  };
}

export const config: AppConfig = readConfig(import.meta.env, __MOCKS_ENABLED__);
