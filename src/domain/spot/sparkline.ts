/** A small line chart of closing prices as an SVG path: oldest on the left, the range scaled to the height. */
export function sparklinePath(values: readonly number[], width: number, height: number, inset = 2): string {
  const points = values.filter((v) => Number.isFinite(v));
  if (points.length < 2 || width <= 2 * inset || height <= 2 * inset) return '';
  const min = Math.min(...points);
  const max = Math.max(...points);
  const span = max - min;
  const step = (width - 2 * inset) / (points.length - 1);
  const y = (v: number) => (span === 0 ? height / 2 : inset + ((max - v) / span) * (height - 2 * inset));
  return points.map((v, i) => `${i === 0 ? 'M' : 'L'}${(inset + i * step).toFixed(1)} ${y(v).toFixed(1)}`).join(' ');
}
