import type { RouteObject } from 'react-router';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** Every screen is a lazy route module, so the shell loads only the code of the page it shows. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError standalone />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: () => import('./routes/home') },
          { path: 'signin', lazy: () => import('@/features/auth/routes/sign-in-page') },
          { path: 'forgot-password', lazy: () => import('@/features/auth/routes/forgot-password-page') },
          { path: 'reset-password', lazy: () => import('@/features/auth/routes/reset-password-page') },
          { path: 'verify-email', lazy: () => import('@/features/auth/routes/verify-email-page') },
          { path: 'product/:id/:slug?', lazy: () => import('@/features/catalog/routes/product-page') },
          { path: 'search/searchresults', lazy: () => import('@/features/search/routes/search-results-page') },
          { path: 'chart/:chart', lazy: () => import('@/features/spot/routes/chart-page') },
          { path: 'sell-to-us', lazy: () => import('@/features/content/routes/sell-to-us-page') },
          { path: 'investing-guide', lazy: () => import('@/features/content/routes/guide-page') },
          { path: 'investing-guide/:topic', lazy: () => import('@/features/content/routes/guide-page') },
          { path: 'services/precious-metals-ira', lazy: () => import('@/features/content/routes/guide-page') },
          { path: 'legals/shipping-insurance', lazy: () => import('@/features/content/routes/guide-page') },
          { path: 'blogs', lazy: () => import('@/features/content/routes/articles-page') },
          { path: 'news', lazy: () => import('@/features/content/routes/articles-page') },
          { path: 'jewelry-blogs', lazy: () => import('@/features/content/routes/articles-page') },
          { path: 'coupons', lazy: () => import('@/features/content/routes/coupons-page') },
          { path: 'state-sales-tax', lazy: () => import('@/features/content/routes/state-sales-tax-page') },
          { path: 'company/contact-us', lazy: () => import('@/features/content/routes/contact-page') },
          { path: 'orders/track-order', lazy: () => import('@/features/content/routes/track-order-page') },
          { path: 'cart/cart', lazy: () => import('@/features/cart/routes/cart-page') },
          { path: 'checkout', lazy: () => import('@/features/checkout/routes/checkout-page') },
          { path: 'checkout/confirmation/:invoice', lazy: () => import('@/features/checkout/routes/confirmation-page') },
          { path: 'orders/order-history', lazy: () => import('@/features/orders/routes/order-history-page') },
          { path: 'orders/orderdetails/:invoice', lazy: () => import('@/features/orders/routes/order-details-page') },
          { path: 'myaccounts', lazy: () => import('@/features/account/routes/account-overview-page') },
          { path: 'myaccounts/accountsettings', lazy: () => import('@/features/account/routes/account-settings-page') },
          { path: 'myaccounts/watchlist', lazy: () => import('@/features/account/routes/watchlist-page') },
          { path: 'myaccounts/messages', lazy: () => import('@/features/messages/routes/messages-page') },
          { path: 'myaccounts/sell-requests', lazy: () => import('@/features/account/routes/sell-requests-page') },
          { path: 'myaccounts/sales-orders', lazy: () => import('@/features/account/routes/sales-orders-page') },
          { path: 'myaccounts/sales-orders/:invoice', lazy: () => import('@/features/account/routes/sales-order-page') },
          { path: 'bold-bullion-portfolio', lazy: () => import('@/features/portfolio/routes/portfolio-page') },
          { path: 'invest-in-silver-gold-bullion', lazy: () => import('@/features/market/routes/invest-landing-page') },
          { path: 'melt-calculator', lazy: () => import('@/features/market/routes/melt-calculator-page') },
          { path: 'price-alerts', lazy: () => import('@/features/market/routes/price-alerts-page') },
          { path: 'price-comparisons', lazy: () => import('@/features/market/routes/price-comparisons-page') },
          { path: 'supplies-catagory', lazy: () => import('@/features/market/routes/supplies-categories-page') },
          // Every other path may be a category page of the menus; an unknown one shows the not-found page.
          { path: '*', lazy: () => import('@/features/catalog/routes/category-page') },
        ],
      },
    ],
  },
];
