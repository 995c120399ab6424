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

  it('takes a chat widget script on https (http only on loopback); any other address loads nothing', () => {
    const chat = (url: string) => readConfig({ VITE_CHAT_SCRIPT_URL: url } as ImportMetaEnv, true).chatScriptUrl;
    expect(chat(' https://chat.example.com/widget.js ')).toBe('https://chat.example.com/widget.js');
    expect(chat('http://127.0.0.1:4179/widget.js')).toBe('http://127.0.0.1:4179/widget.js');
    for (const bad of [
      '',
      'widget.js',
      '//chat.example.com/widget.js',
      'http://chat.example.com/widget.js',
      'javascript:alert(1)',
      'data:text/javascript,alert(1)',
    ])
      expect(chat(bad), bad).toBe('');
  });

  it('takes a Google Ads tag id as Google gives it (AW- and at least 6 digits) with its purchase label; any other value loads nothing', () => {
    expect(readConfig({ VITE_ADS_TAG_ID: ' AW-123456 ', VITE_ADS_PURCHASE_LABEL: 'abcDEF_12' } as ImportMetaEnv, true).ads).toEqual({
      tagId: 'AW-123456',
      purchaseLabel: 'abcDEF_12',
    });
    for (const bad of ['', 'AW-12345', 'G-1234567', 'AW-123456x', 'https://www.googletagmanager.com/gtag/js?id=AW-123456'])
      expect(readConfig({ VITE_ADS_TAG_ID: bad, VITE_ADS_PURCHASE_LABEL: 'x' } as ImportMetaEnv, true).ads, bad).toEqual({
        tagId: '',
        purchaseLabel: '',
      });
    expect(readConfig({} as ImportMetaEnv, true).ads).toEqual({ tagId: '', purchaseLabel: '' });
  });
});
