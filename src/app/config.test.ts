import { readConfig } from './config';

describe('readConfig', () => {
  it('talks to the same-origin mock API when mocks are on, whatever host is configured', () => {
    const c = readConfig({ VITE_API_BASE_URL: 'https://api.example.com' } as ImportMetaEnv, true);
    expect(c.apiBaseUrl).toBe('');
    expect(c.mocksEnabled).toBe(true);
  });

  it('uses the configured API host without a trailing slash when mocks are off', () => {
    const c = readConfig({ VITE_API_BASE_URL: 'https://api.example.com//' } as ImportMetaEnv, false);
    expect(c.apiBaseUrl).toBe('https://api.example.com');
  });

  it('leaves third-party settings empty when not configured, so nothing third-party loads', () => {
    const c = readConfig({} as ImportMetaEnv, true);
    expect(c.recaptchaSiteKey).toBe('');
    expect(c.chatScriptUrl).toBe('');
  });
});
