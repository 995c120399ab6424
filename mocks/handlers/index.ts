import { delay, http, passthrough, type RequestHandler } from 'msw';
import { matchOperation } from '@generated/operations';
import { getAccountMock } from '@generated/hooks/account/account.msw';
import { getAuthenticationMock } from '@generated/hooks/authentication/authentication.msw';
import { getCheckoutMock } from '@generated/hooks/checkout/checkout.msw';
import { getCustomerOrderMock } from '@generated/hooks/customer-order/customer-order.msw';
import { getCustomerMock } from '@generated/hooks/customer/customer.msw';
import { getPortfolioMock } from '@generated/hooks/portfolio/portfolio.msw';
import { getPricingMock } from '@generated/hooks/pricing/pricing.msw';
import { getProductMock } from '@generated/hooks/product/product.msw';
import { getShoppingCartMock } from '@generated/hooks/shopping-cart/shopping-cart.msw';
import { getUiMock } from '@generated/hooks/ui/ui.msw';
import { SLOW_MS } from '../scenarios';
import { accountHandlers } from './account';
import { authenticationHandlers } from './authentication';
import { checkoutHandlers } from './checkout';
import { customerHandlers } from './customer';
import { customerOrderHandlers } from './customer-order';
import { driftHandler } from './drift';
import { imageHandlers } from './images';
import { operationHandler, type OperationResolvers } from './operations';
import { portfolioHandlers } from './portfolio';
import { pricingHandlers } from './pricing';
import { productHandlers } from './product';
import { shoppingCartHandlers } from './shopping-cart';
import { failure, json, unauthorized, type MockContext } from './support';
import { uiHandlers } from './ui';
import { validateRequest } from './validate';

/** Where everything the mock answers lives: the API, and the pictures and uploads it draws (images.ts). */
export const MOCKED_PATH = /^\/(?:api|images|uploads)\//;

/**
 * First in the page's service worker, which is handed every request the page makes: whatever the mock does
 * not answer (the store's scripts and styles, a chat widget's) goes to the network at once. Without it MSW
 * tries all of the mock's handlers on each one, parsing the page's cookies for every handler, before letting
 * it through: a hundred-odd scripts a page, about a third of the page's own script time in each load.
 */
export function notMocked(): RequestHandler {
  return http.all(
    ({ request }) => !MOCKED_PATH.test(new URL(request.url).pathname),
    () => passthrough(),
  );
}

/** Runs first on every /api call: applies the active scenarios, or passes the call on. */
function scenarioHandler(ctx: MockContext): RequestHandler {
  return http.all('*/api/*', async ({ request }) => {
    const active = ctx.scenario.active;
    if (active.has('slow')) await delay(SLOW_MS);
    if (active.has('down')) return failure(500, 'The service is temporarily unavailable.');
    const op = matchOperation(request.method, new URL(request.url).pathname);
    if (active.has('expired') && op?.secured) return unauthorized();
    if (active.has('malformed') && op) return json({ data: 'malformed', dataList: null, success: 'yes' });
    return undefined;
  });
}

/** Runs next: a request that breaks the contract answers 400 naming the field (or 413), before any handler sees it. */
function validationHandler(): RequestHandler {
  return http.all('*/api/*', async ({ request }) => {
    const path = new URL(request.url).pathname;
    const op = matchOperation(request.method, path);
    if (!op) return failure(404, `There is no operation ${request.method} ${path}.`);
    return (await validateRequest(op, request)) ?? undefined;
  });
}

/** orval's handlers, which answer each operation with the contract's example. */
export const generatedFallbacks = (): RequestHandler[] => [
  ...getAccountMock(),
  ...getAuthenticationMock(),
  ...getCheckoutMock(),
  ...getCustomerOrderMock(),
  ...getCustomerMock(),
  ...getPortfolioMock(),
  ...getPricingMock(),
  ...getProductMock(),
  ...getShoppingCartMock(),
  ...getUiMock(),
];

/**
 * The mock's answer to every operation of the contract, by operationId: each tag's module answers its own
 * operations, and an operation without an answer does not compile.
 */
export function statefulResolvers(ctx: MockContext): OperationResolvers {
  return {
    ...shoppingCartHandlers(ctx),
    ...customerHandlers(ctx),
    ...authenticationHandlers(ctx),
    ...uiHandlers(ctx),
    ...productHandlers(ctx),
    ...pricingHandlers(ctx),
    ...customerOrderHandlers(ctx),
    ...accountHandlers(ctx),
    ...portfolioHandlers(ctx),
    ...checkoutHandlers(ctx),
  };
}

/**
 * Every handler of the mock, in the order they run: the scenarios, the contract's checks of the request,
 * each operation's own answer, the product images, and orval's handlers last (the contract's examples,
 * for a request an operation's answer passes on). A mock started with the drift scenario has its handler
 * first, bending the honest answers the others give; any other mock has no drift handler at all.
 */
export function createHandlers(ctx: MockContext): RequestHandler[] {
  const honest = [
    scenarioHandler(ctx),
    validationHandler(),
    operationHandler(statefulResolvers(ctx)),
    ...imageHandlers(ctx),
    ...generatedFallbacks(),
  ];
  return ctx.scenario.active.has('drift') ? [driftHandler(ctx, honest), ...honest] : honest;
}
