import { defineConfig } from 'orval';

/** scripts/generate.mjs bundles openapi/ first and says where to write (generated/ or a temp folder for --check). */
const input = process.env.ORVAL_INPUT ?? './generated/openapi.json';
const out = process.env.ORVAL_OUTPUT ?? './generated';

export default defineConfig({
  hooks: {
    input: { target: input },
    output: {
      mode: 'tags-split',
      target: `${out}/hooks/index.ts`,
      schemas: `${out}/hooks/model`,
      client: 'react-query',
      tsconfig: './tsconfig.app.json',
      httpClient: 'fetch',
      // Header parameters (PlaceOrder's Idempotency-Key) become typed arguments and mutation variables.
      headers: true,
      clean: true,
      // The mutator owns the base URL (kept out of here so query keys are the same on every host).
      override: {
        mutator: { path: './src/api/fetcher.ts', name: 'apiFetch' },
        query: { useQuery: true, useMutation: true, signal: true, shouldExportQueryKey: true },
        fetch: { includeHttpResponseReturnType: false },
        // POST calls that only read: query hooks with generated keys, so they cache and refetch like GETs.
        operations: {
          getCustomerReviews: { query: { useQuery: true, useMutation: false, signal: true } },
          getMostLikeProducts: { query: { useQuery: true, useMutation: false, signal: true } },
          customerPortFolio: { query: { useQuery: true, useMutation: false, signal: true } },
          getProductWiseCustomerTransactions: { query: { useQuery: true, useMutation: false, signal: true } },
          getShippingOptions: { query: { useQuery: true, useMutation: false, signal: true } },
          calculateTax: { query: { useQuery: true, useMutation: false, signal: true } },
          // A coupon code only reads: the coupon applied (its cookie's code) is a query, for the totals on the
          // server and in the browser, and a code the shopper types is checked by fetching the same query.
          applyCoupon: { query: { useQuery: true, useMutation: false, signal: true } },
          // GET calls that act (send an email, unsubscribe, spend a CAPTCHA token): mutations, so a
          // screen runs them when asked, with the mutation's own busy, done and error state.
          sendEmailVerificationLink: { query: { useQuery: false, useMutation: true } },
          unsubscribeFromBold: { query: { useQuery: false, useMutation: true } },
          connectWithBold: { query: { useQuery: false, useMutation: true } },
          validateGoogleReCaptcha: { query: { useQuery: false, useMutation: true } },
          // A lookup by what a shopper typed (invoice, email, zip), run when the form is sent, with the form's own result.
          trackCustomerOrder: { query: { useQuery: false, useMutation: true } },
        },
      },
      mock: { type: 'msw', delay: false, useExamples: true, generateEachHttpStatus: false },
    },
  },
  zod: {
    input: { target: input },
    output: {
      mode: 'tags-split',
      target: `${out}/zod/index.ts`,
      client: 'zod',
      clean: true,
      fileExtension: '.zod.ts',
    },
  },
});
