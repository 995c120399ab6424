// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiOrigin } from './build-real-api.mjs';

describe('the real-API build’s API origin', () => {
  it('comes from --api, in either form, before the environment', () => {
    expect(apiOrigin(['--api', 'https://api.example.com/v1'], {})).toBe('https://api.example.com');
    expect(apiOrigin(['--api=http://localhost:4010'], { VITE_API_BASE_URL: 'https://other.example' })).toBe('http://localhost:4010');
    expect(apiOrigin([], { VITE_API_BASE_URL: 'https://api.example.com' })).toBe('https://api.example.com');
  });

  it('is refused when missing or not http(s), so no build points nowhere', () => {
    expect(apiOrigin([], {})).toBeNull();
    expect(apiOrigin(['--api'], {})).toBeNull();
    expect(apiOrigin(['--api', 'ftp://api.example.com'], {})).toBeNull();
    expect(apiOrigin(['--api', 'not a url'], {})).toBeNull();
    expect(apiOrigin([], { VITE_API_BASE_URL: '' })).toBeNull();
  });
});
