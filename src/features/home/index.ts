export { HomeAds } from './components/home-ads';
