import type { RouteObject } from 'react-router';
import { loadQueries, type LoadableQuery, type RouteLoaderArgs, type RouteLoaderResult } from '@/api';
import { chromeQueries } from '@/features/chrome';
import { loaderCustomerId, requireCustomer } from '@/features/session';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** Every route module, found at build time; each is its own chunk. */
const modules = import.meta.glob(['/src/app/routes/*.tsx', '/src/features/*/routes/*.tsx', '!**/*.test.tsx']);

/** What the server needs to know of a route: its module's source path, to name its JS and CSS in the page's head. */
export interface RouteHandle {
  module: string;
  /**
   * A page a shared cache (a CDN, the server's page cache) must not keep: one that shows a customer's own
   * things, or whose address carries a secret (a reset link's token). Every other page is the guest's,
   * the same for everyone who asks.
   */
  private?: true;
  /**
   * A page that shows a signed-in customer their own things and a guest a public page (the portfolio) or
   * their own (the cart, from its cookie): rendered for whoever asks, so never kept either; unlike a
   * private page, it may be indexed.
   */
  personal?: true;
  /** A public page a search engine has no use for (sign-in, the cart, checkout, search results): `noindex`, and not in the sitemap. */
  noindex?: true;
}

/** The module at `path` (checked at start-up: a mistyped path fails every test at once). */
function moduleAt(path: string) {
  const load = modules[path];
  if (!load) throw new Error(`No route module at ${path}`);
  return load;
}

/** A lazy route for the module at `path`. */
function page(path: string, options: Omit<RouteHandle, 'module'> = {}): Pick<RouteObject, 'lazy' | 'handle'> {
  const handle: RouteHandle = { module: path.slice(1), ...options };
  return { lazy: moduleAt(path) as Extract<RouteObject['lazy'], (...args: never[]) => unknown>, handle };
}

/** What a customer's page module may export besides its Component: the customer's data it shows. */
interface CustomerPageModule {
  /** A list, or a promise of one when a call needs another's answer first (the sales orders ask by the customer's email). */
  customerQueries?: (args: RouteLoaderArgs) => LoadableQuery[] | Promise<LoadableQuery[]>;
}

/**
 * A page only a customer sees: a guest is sent to sign-in by its loader, on the server before anything is
 * rendered; a customer's data (the module's `customerQueries`) is loaded with their session, so the server
 * sends the page complete (and the browser starts its calls with the page's code).
 */
function customerPage(path: string): Pick<RouteObject, 'lazy' | 'handle' | 'loader'> {
  const load = moduleAt(path);
  const loader = async (args: RouteLoaderArgs): Promise<RouteLoaderResult> => {
    requireCustomer(args);
    const { customerQueries } = (await load()) as CustomerPageModule;
    if (customerQueries) await loadQueries(args.context, await customerQueries(args));
    return null;
  };
  return { ...page(path, { private: true }), loader };
}

/** What the header of every page renders with (its spot prices), loaded beside the page's own data. */
async function rootLoader(args: RouteLoaderArgs): Promise<RouteLoaderResult> {
  await loadQueries(args.context, await chromeQueries(loaderCustomerId(args)));
  return null;
}

/**
 * Every screen is a lazy route module, so the shell loads only the code of the page it shows. A module
 * with public data exports a `loader` that loads it into the query cache (src/api/route-data.ts), which
 * its components then read.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    loader: rootLoader,
    errorElement: <RouteError standalone />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, ...page('/src/features/home/routes/home-page.tsx') },
          { path: 'signin', ...page('/src/features/auth/routes/sign-in-page.tsx', { noindex: true }) },
          { path: 'signout', ...page('/src/features/auth/routes/sign-out-route.tsx', { noindex: true }) },
          { path: 'forgot-password', ...page('/src/features/auth/routes/forgot-password-page.tsx', { noindex: true }) },
          { path: 'reset-password', ...page('/src/features/auth/routes/reset-password-page.tsx', { private: true }) },
          { path: 'verify-email', ...page('/src/features/auth/routes/verify-email-page.tsx', { private: true }) },
          { path: 'product/:id/:slug?', ...page('/src/features/catalog/routes/product-page.tsx') },
          { path: 'search/searchresults', ...page('/src/features/search/routes/search-results-page.tsx', { noindex: true }) },
          { path: 'chart/:chart', ...page('/src/features/spot/routes/chart-page.tsx') },
          { path: 'sell-to-us', ...page('/src/features/content/routes/sell-to-us-page.tsx') },
          { path: 'investing-guide', ...page('/src/features/content/routes/guide-page.tsx') },
          { path: 'investing-guide/:topic', ...page('/src/features/content/routes/guide-page.tsx') },
          { path: 'services/precious-metals-ira', ...page('/src/features/content/routes/guide-page.tsx') },
          { path: 'legals/shipping-insurance', ...page('/src/features/content/routes/guide-page.tsx') },
          { path: 'blogs', ...page('/src/features/content/routes/articles-page.tsx') },
          { path: 'news', ...page('/src/features/content/routes/articles-page.tsx') },
          { path: 'jewelry-blogs', ...page('/src/features/content/routes/articles-page.tsx') },
          { path: 'blogs/:slug', ...page('/src/features/content/routes/article-page.tsx') },
          { path: 'news/:slug', ...page('/src/features/content/routes/article-page.tsx') },
          { path: 'jewelry-blogs/:slug', ...page('/src/features/content/routes/article-page.tsx') },
          { path: 'coupons', ...page('/src/features/content/routes/coupons-page.tsx') },
          { path: 'state-sales-tax', ...page('/src/features/content/routes/state-sales-tax-page.tsx') },
          { path: 'company/contact-us', ...page('/src/features/content/routes/contact-page.tsx') },
          { path: 'orders/track-order', ...page('/src/features/content/routes/track-order-page.tsx') },
          { path: 'cart/cart', ...page('/src/features/cart/routes/cart-page.tsx', { personal: true, noindex: true }) },
          { path: 'checkout', ...page('/src/features/checkout/routes/checkout-page.tsx', { personal: true, noindex: true }) },
          { path: 'checkout/confirmation/:invoice', ...page('/src/features/checkout/routes/confirmation-page.tsx', { private: true }) },
          { path: 'orders/order-history', ...customerPage('/src/features/orders/routes/order-history-page.tsx') },
          { path: 'orders/orderdetails/:invoice', ...customerPage('/src/features/orders/routes/order-details-page.tsx') },
          { path: 'myaccounts', ...customerPage('/src/features/account/routes/account-overview-page.tsx') },
          { path: 'myaccounts/accountsettings', ...customerPage('/src/features/account/routes/account-settings-page.tsx') },
          { path: 'myaccounts/watchlist', ...customerPage('/src/features/account/routes/watchlist-page.tsx') },
          { path: 'myaccounts/messages', ...customerPage('/src/features/messages/routes/messages-page.tsx') },
          { path: 'myaccounts/sell-requests', ...customerPage('/src/features/account/routes/sell-requests-page.tsx') },
          { path: 'myaccounts/sales-orders', ...customerPage('/src/features/account/routes/sales-orders-page.tsx') },
          { path: 'myaccounts/sales-orders/:invoice', ...customerPage('/src/features/account/routes/sales-order-page.tsx') },
          { path: 'bold-bullion-portfolio', ...page('/src/features/portfolio/routes/portfolio-page.tsx', { personal: true }) },
          { path: 'invest-in-silver-gold-bullion', ...page('/src/features/catalog/routes/invest-landing-page.tsx') },
          { path: 'melt-calculator', ...page('/src/features/market/routes/melt-calculator-page.tsx') },
          { path: 'price-alerts', ...page('/src/features/market/routes/price-alerts-page.tsx') },
          { path: 'price-comparisons', ...page('/src/features/market/routes/price-comparisons-page.tsx') },
          { path: 'supplies-catagory', ...page('/src/features/market/routes/supplies-categories-page.tsx') },
          // Every other path may be a category page of the menus; an unknown one shows the not-found page.
          { path: '*', ...page('/src/features/catalog/routes/category-page.tsx') },
        ],
      },
    ],
  },
];
