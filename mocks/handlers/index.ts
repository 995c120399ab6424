import type { RequestHandler } from 'msw';

/** Every mock handler, hand-written first, then the generated fallbacks. */
export const handlers: RequestHandler[] = [];
