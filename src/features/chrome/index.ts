export { BackToTop } from './components/back-to-top';
export { Footer } from './components/footer';
export { SiteHeader } from './components/header';
export { NoticePopup } from './components/notice-popup';
export { PageTracking } from './components/page-tracking';
export { PriceAlerts } from './components/price-alerts';
export { useChatWidget } from './hooks/use-chat-widget';
export { chromeQueries } from './components/header';
