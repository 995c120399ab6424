export { HomeAds } from './components/home-ads';
export { homeQueries } from './queries';
