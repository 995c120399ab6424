/** silver-bullion/us-mint -> Silver Bullion: US Mint (a name for a category page whose data could not load). */
export function titleFromSlug(slug: string): string {
  const words = (part: string) =>
    part
      .split('-')
      .filter(Boolean)
      .map((w) => (w.length <= 2 ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1)))
      .join(' ');
  return slug.split('/').filter(Boolean).map(words).join(': ') || 'Products';
}
