/**
 * Every call of product-spec section 7, written from the spec (not from openapi/).
 * auth: 'bearer' where the spec (sections 6 and 7) says the call carries a bearer token, 'none' where it
 * says no token or login is needed, undefined where it does not say.
 * ourPath: the spec lists the call but not its path; the path is our design and must be x-inferred.
 */
export interface SpecCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  auth?: 'bearer' | 'none';
  ourPath?: true;
}

export const specCalls: SpecCall[] = [
  // Cart and watchlist
  { method: 'GET', path: '/api/ShoppingCart/GetProductFromShoppingCart', auth: 'bearer' },
  { method: 'DELETE', path: '/api/ShoppingCart/DeleteProductFromShoppingCart', auth: 'bearer' },
  { method: 'PUT', path: '/api/ShoppingCart/UpdateProductQtyFromShoppingCart', auth: 'bearer' },
  { method: 'PUT', path: '/api/ShoppingCart/UpdateCartProductSelection', auth: 'bearer' },
  { method: 'GET', path: '/api/ShoppingCart/GetCoupons', auth: 'bearer' },
  { method: 'GET', path: '/api/ShoppingCart/ApplyCoupon', auth: 'bearer' },
  { method: 'POST', path: '/api/ShoppingCart/GetUpdateShoppingCart', auth: 'none' }, // guest cart "priced through a public call"
  { method: 'POST', path: '/api/ShoppingCart/AddProductToShoppingCart', auth: 'bearer' },
  { method: 'POST', path: '/api/Customer/AddProductInCustomerWishList' },
  { method: 'GET', path: '/api/ShoppingCart/GetCustomerWatchlistProduct', auth: 'bearer' },
  { method: 'DELETE', path: '/api/ShoppingCart/DeleteProductFromWatchlists', auth: 'bearer' },
  // Header, search, notifications, tracking
  { method: 'POST', path: '/api/Customer/SubscribeNewsletter', ourPath: true },
  { method: 'GET', path: '/api/Authentication/ValidateGoogleReCaptcha' },
  { method: 'GET', path: '/api/Customer/ConnectWithBold' },
  { method: 'POST', path: '/api/Customer/PageViewLog', ourPath: true },
  { method: 'POST', path: '/api/Customer/CustomerBehaviourLog' },
  { method: 'GET', path: '/api/UI/GetNotice' },
  { method: 'GET', path: '/api/Product/SearchProductsByKeyword', ourPath: true },
  { method: 'GET', path: '/api/Pricing/GetSpotPrices', ourPath: true },
  { method: 'GET', path: '/api/Product/GetProductNearToSpot' },
  { method: 'GET', path: '/api/Customer/GetCustomerMessages', auth: 'bearer', ourPath: true },
  { method: 'PUT', path: '/api/Customer/MarkMessagesRead', auth: 'bearer', ourPath: true },
  { method: 'PUT', path: '/api/Customer/ArchiveMessages', auth: 'bearer', ourPath: true },
  // Account, orders, sell-to-us, content
  { method: 'POST', path: '/api/Customer/ContactUS', auth: 'none' },
  { method: 'GET', path: '/api/CustomerOrder/TrackCustomerOrder', auth: 'none' },
  { method: 'POST', path: '/api/Authentication/SendResetPasswordLink' },
  { method: 'PUT', path: '/api/Authentication/ResetPassword' },
  { method: 'GET', path: '/api/Authentication/sendEmailVerificationLink', auth: 'bearer' },
  { method: 'GET', path: '/api/Authentication/VerifyEmail' },
  { method: 'GET', path: '/api/UI/GetMarketingAdvertisements' },
  { method: 'GET', path: '/api/UI/GetJewelryBlogs' },
  { method: 'GET', path: '/api/UI/GetStateSaleTax' },
  { method: 'GET', path: '/api/UI/GetDashboardImages' },
  { method: 'POST', path: '/api/Customer/GetCustomerReviews' },
  { method: 'POST', path: '/api/Product/AddProductReview', auth: 'bearer' },
  { method: 'PUT', path: '/api/Account/UpdateContactInfo', auth: 'bearer' },
  { method: 'PUT', path: '/api/Account/ChangePassword', auth: 'bearer' },
  { method: 'PUT', path: '/api/Account/SplitMyOrders', auth: 'bearer' },
  { method: 'PUT', path: '/api/Account/MergeMyOrders', auth: 'bearer' },
  { method: 'GET', path: '/api/Customer/UnsubscribeFromBold', auth: 'bearer' },
  { method: 'POST', path: '/api/Account/FileUpload', auth: 'bearer' },
  { method: 'PUT', path: '/api/Account/UpdateCustomerProfile', auth: 'bearer' },
  { method: 'GET', path: '/api/CustomerOrder/GetCustomerOrder', auth: 'bearer' },
  { method: 'GET', path: '/api/CustomerOrder/GetCustomerOrderDetails', auth: 'bearer' },
  { method: 'GET', path: '/api/CustomerOrder/Invoice/{invoice}', auth: 'bearer' },
  { method: 'GET', path: '/api/Customer/GetSellToBoldOrders', auth: 'none' },
  { method: 'PUT', path: '/api/Customer/UpdateSellToBoldOrders' },
  { method: 'POST', path: '/api/Customer/SellToBoldRequests', auth: 'none' },
  { method: 'GET', path: '/api/Customer/GetCustomerSalesOrders', auth: 'bearer' },
  { method: 'GET', path: '/api/Customer/GetCustomerSalesOrderDetails', auth: 'bearer' },
  { method: 'POST', path: '/api/Product/AddCouponForBullionPurchases' },
  { method: 'GET', path: '/api/Product/GetSuppliesCategories', auth: 'none' },
  { method: 'GET', path: '/api/Pricing/GetPriceComparisons' },
  // Portfolio ("portfolio calls carry a bearer token"; the tax report takes the token as a query parameter)
  { method: 'POST', path: '/api/Portfolio/CustomerPortFolio', auth: 'bearer' },
  { method: 'POST', path: '/api/Portfolio/UpdateCustomerPortfolio', auth: 'bearer' },
  { method: 'POST', path: '/api/Portfolio/AddCustomerHoldings', auth: 'bearer' },
  { method: 'POST', path: '/api/Portfolio/RemovePortfolioProducts', auth: 'bearer' },
  { method: 'POST', path: '/api/Portfolio/AddPortfolioViews', auth: 'bearer' },
  { method: 'POST', path: '/api/Portfolio/AddPortfolioCustomerFeedbacks', auth: 'bearer' },
  { method: 'POST', path: '/api/Portfolio/AddOrUpdateQuarterlyPredictedSpotPrices', auth: 'bearer' },
  { method: 'POST', path: '/api/Portfolio/UpdateCustomerPortfolioSettings', auth: 'bearer' },
  { method: 'GET', path: '/api/Portfolio/GetCustomerPredictions', auth: 'bearer' },
  { method: 'POST', path: '/api/Portfolio/GetProductWiseCustomerTransactions', auth: 'bearer' },
  { method: 'GET', path: '/api/Portfolio/GenerateCustomerTaxReport' },
  { method: 'GET', path: '/api/Portfolio/GetSpotPricesDateWise', auth: 'bearer' },
  { method: 'GET', path: '/api/Customer/GetRecentViewProduct', auth: 'bearer' },
  { method: 'GET', path: '/api/Product/GetCustomerPurchasedReccommendedProduct', auth: 'bearer' },
  { method: 'POST', path: '/api/Product/GetMostLikeProducts' },
];

/** Calls a working store needs that section 7 does not list; each is our design and x-inferred. */
export const storeCalls: Pick<SpecCall, 'method' | 'path'>[] = [
  { method: 'POST', path: '/api/Authentication/SignIn' },
  { method: 'POST', path: '/api/Authentication/SignOut' },
  { method: 'POST', path: '/api/Authentication/SignUp' },
  { method: 'POST', path: '/api/Authentication/GuestSignIn' },
  { method: 'GET', path: '/api/Customer/GetCustomerInfo' },
  { method: 'GET', path: '/api/UI/GetMenu' },
  { method: 'GET', path: '/api/UI/GetBlogs' },
  { method: 'GET', path: '/api/UI/GetNews' },
  { method: 'GET', path: '/api/UI/GetArticle' },
  { method: 'GET', path: '/api/Product/GetProductsByCategory' },
  { method: 'GET', path: '/api/Product/GetProductDetails' },
  { method: 'GET', path: '/api/Product/GetSearchSuggestions' },
  { method: 'GET', path: '/api/Pricing/GetSpotPriceHistory' },
  { method: 'POST', path: '/api/Checkout/GetShippingOptions' },
  { method: 'POST', path: '/api/Checkout/CalculateTax' },
  { method: 'POST', path: '/api/Checkout/LockPrices' },
  { method: 'POST', path: '/api/Checkout/AssessRisk' },
  { method: 'POST', path: '/api/Checkout/AuthorizePayment' },
  { method: 'POST', path: '/api/Checkout/PlaceOrder' },
];
