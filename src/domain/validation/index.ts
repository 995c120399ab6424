export * from './forms';
export { NEWSLETTER } from './messages';
export * from './rules';
