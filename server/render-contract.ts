// What the server and the renderer (src/entry-server.tsx, built into dist-ssr/) agree on: what a render is
// asked, what it answers, and how long it may wait for the API. Both import this one module, so a change
// to the contract is a type error on the side that has not followed it.
import type { PageMeta } from '../src/ui/server-response.tsx';
import type { components } from '../generated/schema.d.ts';

/** An eCheck as the contract has it (PlaceOrder's `eCheck`). */
export type ECheck = components['schemas']['ECheck'];

/** How long a page waits for the API before it is sent with loading states instead. */
export const PAGE_BUDGET_MS = 2500;

export interface RenderOptions {
  /** Where the server fetches the public data (spot prices, menus, products) it renders with; default the build's API host. */
  apiBaseUrl?: string;
  /** How long the page may wait for the API before it is sent with loading states instead ({@link PAGE_BUDGET_MS}). */
  budgetMs?: number;
  /** The render time, for tests. */
  now?: number;
  /** Headers every call of this render sends the API (a mock build's visitor). */
  apiHeaders?: Record<string, string>;
  /** In a mock build, the visitor's shop as the browser is to know it: the page then uses the server's mock. */
  mock?: MockPage;
  /**
   * The shopper's session (server/session.ts), read only when the page is a private one (a customer's page,
   * a confirmation) or a personal one (the portfolio): such a page renders with their data, through the API
   * with their token, and is never kept. Every other page is rendered as a guest's, the same for everyone.
   */
  session?: () => Promise<RenderSession | null>;
  /**
   * One of the request's cookies, by name: the render reads only the guest cart's
   * (src/domain/cart/guest-cart-cookie.ts), on a personal page (the cart), which is rendered for whoever
   * asks and never kept. The session's cookie is sealed, and read by the server ({@link session}).
   */
  cookie?: (name: string) => string | undefined;
  /**
   * Sets a cookie that is no secret (the guest cart's) on the page's answer, as a form's route action
   * changes it; given only for a form sent. The session's cookie is {@link keepSession}'s.
   */
  setCookie?: (header: string) => void;
  /**
   * The shopper's session as a form's route action changes it (a sign-in or a sign-out sent without
   * script): kept in, or taken out of, the sealed cookie the page's answer carries.
   */
  keepSession?: SessionKeeper;
}

/** What a route action on the server may do to the shopper's session (the store's /api does the same for the browser's calls). */
export interface SessionKeeper {
  /** Seals a sign-in's answer (its token and who it is) in the session cookie. */
  start(user: RenderSession): Promise<void>;
  /** Ends the session: its token revoked with the API, the cookie cleared. */
  end(): Promise<void>;
  /**
   * Seals the eCheck a checkout's payment form gave without script in the session (null takes it out), for
   * the order the server places: bank details are never in a cookie a script reads, nor in the page.
   */
  keepECheck(eCheck: ECheck | null): Promise<void>;
}

/** A session as a render uses it: the API token for its calls, and who it is for the page. */
export interface RenderSession {
  token: string;
  userId: number;
  firstName: string;
  isGuest: boolean;
  /** The eCheck sealed for this session's checkout ({@link SessionKeeper.keepECheck}), when there is one. */
  eCheck?: ECheck;
}

/** Who a customer's page was rendered for, as the page (and its payload) may say it: never the token, nor what pays. */
export type RenderedCustomer = Pick<RenderSession, 'userId' | 'firstName' | 'isGuest'>;

/** What the page of a mock build says of the server's mock (src/app/ssr/payload.ts carries it to the browser). */
export interface MockPage {
  /** The scenarios on for this visitor, for the dev panel. */
  scenarios: string[];
  /** The demo customer, when this page's address has just signed them in (the signed-in scenario). */
  signedIn: { userId: number; firstName: string; isGuest: boolean } | null;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The page's document title, when it has one. */
      title: string | null;
      /** What the page says of itself to search engines and shared links (src/ui/page-meta.tsx), when it says it. */
      meta: PageMeta | null;
      /** The rendered app, for inside <div id="root">, as UTF-8 (React writes it as bytes: it is sent as bytes). */
      html: Uint8Array;
      /** A <script type="application/json"> with the data the page rendered with. */
      data: string;
      /** Source paths of the route modules the page shows, to name their JS and CSS in the head. */
      modules: string[];
      /**
       * The queries the render asked for that no loader had loaded (their keys, as JSON): the page was
       * sent with their loading states and the browser fetches them. A loader's job is to leave none. With
       * them, those whose call failed (the page shows their error states, and the browser asks again).
       */
      unloaded: string[];
      /** A page a shared cache must not keep (a customer's, or one whose address carries a secret): see RouteHandle. */
      private: boolean;
      /** A page search engines should leave out (a private one, sign-in, the cart, checkout, search results). */
      noindex: boolean;
      /** Where the time went, in ms: waiting for the routes' data (the API), and rendering the HTML. */
      timing: { dataMs: number; renderMs: number };
    };

/** A page the sitemap lists. */
export interface SitemapUrl {
  /** The path and query, from the site's root (`/product/2011/2024-silver-maple-leaf-1-oz`, `/blogs?page=2`). */
  path: string;
  /** When the page last changed (an article list's newest article), when it is known: YYYY-MM-DD. */
  lastmod?: string;
}

/** How the renderer's bundle was built (an empty string is a setting left unset): the server's headers and API host follow it. */
export interface BuildSettings {
  mocksEnabled: boolean;
  apiBaseUrl: string;
  recaptchaSiteKey: string;
  adsTagId: string;
  chatScriptUrl: string;
}

/** What dist-ssr/entry-server.js exports. */
export interface Renderer {
  render(request: Request, options: RenderOptions): Promise<RenderResult>;
  sitemap(options: { apiBaseUrl: string; signal: AbortSignal }): Promise<SitemapUrl[]>;
  buildSettings: BuildSettings;
}
