export * from './forms';
export { messages, NEWSLETTER } from './messages';
export * from './rules';
