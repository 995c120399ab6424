import { prepareForContentSecurityPolicy } from './content-security';

describe('running under the strict CSP (trust finding 17)', () => {
  it('turns zod’s JIT off before any schema exists, and keeps other zod settings', () => {
    const scope = { __zod_globalConfig: { customError: 'x' } } as unknown as typeof globalThis;
    prepareForContentSecurityPolicy(scope, undefined);
    expect((scope as unknown as { __zod_globalConfig: object }).__zod_globalConfig).toEqual({ customError: 'x', jitless: true });
  });

  it('hands the server’s nonce to the dialog scroll lock’s style writer, and nothing when there is none', () => {
    document.head.innerHTML = '<meta name="csp-nonce" content="abc123">';
    const scope = {} as typeof globalThis;
    prepareForContentSecurityPolicy(scope, document);
    expect((scope as unknown as { __webpack_nonce__: string }).__webpack_nonce__).toBe('abc123');
    document.head.innerHTML = '';
    const bare = {} as typeof globalThis;
    prepareForContentSecurityPolicy(bare, document);
    expect('__webpack_nonce__' in bare).toBe(false);
  });
});
