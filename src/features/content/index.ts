// The content feature's public face: where an article's own page is.
export { articlePath, type ArticleKind } from './articles';
