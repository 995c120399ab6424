import type { MockProduct } from './catalog';

const SILVER = { face: '#d9dde3', rim: '#9aa3ad', text: '#1b1f24' };
const COLOURS: Record<string, { face: string; rim: string; text: string }> = {
  Silver: { face: '#d9dde3', rim: '#9aa3ad', text: '#1b1f24' },
  Gold: { face: '#e9c46a', rim: '#b8860b', text: '#1b1f24' },
  Platinum: { face: '#e5e4e2', rim: '#8e9aa6', text: '#1b1f24' },
  Palladium: { face: '#cfd4d8', rim: '#7d8791', text: '#1b1f24' },
  Copper: { face: '#d08a5a', rim: '#8b4a24', text: '#1b1f24' },
};

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** A product picture drawn as SVG: a coin, round, bar, jewelry piece or supply box in the metal's colour, with its weight. */
export function productSvg(p: MockProduct, alt: string): string {
  const c = COLOURS[p.metal] ?? SILVER;
  const label = escape(p.weightLabel || 'Supplies');
  const mint = escape(p.mint.slice(0, 22));
  let shape: string;
  if (p.productType === 'Bar') {
    shape = `<rect x="40" y="70" width="220" height="160" rx="14" fill="${c.face}" stroke="${c.rim}" stroke-width="8"/><rect x="60" y="90" width="180" height="120" rx="8" fill="none" stroke="${c.rim}" stroke-width="2"/>`;
  } else if (p.productType === 'Jewelry') {
    shape = `<circle cx="150" cy="150" r="95" fill="none" stroke="${c.rim}" stroke-width="18"/><circle cx="150" cy="58" r="22" fill="${c.face}" stroke="${c.rim}" stroke-width="5"/>`;
  } else if (p.productType === 'Supplies') {
    shape = `<rect x="55" y="80" width="190" height="140" rx="6" fill="#e9edf1" stroke="#4f5661" stroke-width="6"/><path d="M55 120h190" stroke="#4f5661" stroke-width="4"/>`;
  } else {
    const rim = p.productType === 'Round' ? 6 : 12;
    shape = `<circle cx="150" cy="150" r="120" fill="${c.face}" stroke="${c.rim}" stroke-width="${rim}"/><circle cx="150" cy="150" r="98" fill="none" stroke="${c.rim}" stroke-width="2" stroke-dasharray="4 5"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" role="img" aria-label="${escape(alt)}"><title>${escape(alt)}</title><rect width="300" height="300" fill="#ffffff"/>${shape}<text x="150" y="158" text-anchor="middle" font-family="Georgia, serif" font-size="30" font-weight="bold" fill="${c.text}">${label}</text><text x="150" y="188" text-anchor="middle" font-family="Arial, sans-serif" font-size="15" fill="${c.text}">${mint}</text></svg>`;
}
