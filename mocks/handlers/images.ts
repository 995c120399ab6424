import { http, HttpResponse, type RequestHandler } from 'msw';
import { productSvg } from '../db/images';
import { altTextOf } from '../db/present';
import type { MockContext } from './support';

const svg = (body: string) =>
  new HttpResponse(body, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' } });

function bannerSvg(label: string): string {
  const text = label
    .replace(/[-_]/g, ' ')
    .replace(/\.svg$/, '')
    .replace(/[&<>"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 300" role="img" aria-label="${text}"><title>${text}</title><rect width="600" height="300" fill="#0b2545"/><circle cx="480" cy="150" r="90" fill="#f2c14e"/><text x="40" y="160" font-family="Georgia, serif" font-size="34" fill="#ffffff">${text}</text></svg>`;
}

/** Product pictures drawn from the catalog, and banners for articles, ads, notices and the dashboard. */
export function imageHandlers(ctx: MockContext): RequestHandler[] {
  return [
    http.get('*/images/products/:file', ({ params }) => {
      const id = Number(String(params.file).replace(/\.svg$/, ''));
      const p = ctx.db.product(id);
      if (!p) return new HttpResponse(null, { status: 404 });
      return svg(productSvg(p, altTextOf(p)));
    }),
    http.get('*/images/:kind/:file', ({ params }) => svg(bannerSvg(String(params.file)))),
    // An uploaded photo as it was sent; one that was never uploaded is a drawn stand-in.
    http.get('*/uploads/customerprofile/:file', ({ params }) => {
      const stored = ctx.db.state.uploads[`/uploads/customerprofile/${String(params.file)}`];
      const match = stored ? /^data:([\w/+.-]+);base64,(.*)$/.exec(stored) : null;
      if (!match) return svg(bannerSvg('Profile photo'));
      const bytes = Uint8Array.from(atob(match[2] ?? ''), (c) => c.charCodeAt(0));
      return new HttpResponse(bytes, {
        headers: { 'Content-Type': match[1] ?? 'image/png', 'Cache-Control': 'public, max-age=31536000, immutable' },
      });
    }),
  ];
}
