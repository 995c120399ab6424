export { BackToTop } from './components/back-to-top';
export { Footer } from './components/footer';
export { Header, SiteHeader } from './components/header';
export { NoticePopup } from './components/notice-popup';
export { useChatWidget } from './hooks/use-chat-widget';
export { chromeQueries, useSpotQuotes } from './hooks/use-spot-prices';
export { quoteOf, SPOT_UNAVAILABLE } from './components/spot-tiles';
