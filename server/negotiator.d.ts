// negotiator 0.6.4, as the server uses it (the compression package's own, at its version). Its types on
// DefinitelyTyped leave out the second argument, the server's own order among encodings a browser rates
// alike, which is what the server needs it for.
declare module 'negotiator' {
  import type { IncomingHttpHeaders } from 'node:http';

  export default class Negotiator {
    constructor(request: { headers: IncomingHttpHeaders });
    /** The best of `available` by the request's Accept-Encoding: its q first, then `preferred`'s order, then the request's. */
    encoding(available: readonly string[], preferred?: readonly string[]): string | undefined;
  }
}
