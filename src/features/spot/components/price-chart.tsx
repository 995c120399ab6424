import { AreaSeries, ColorType, createChart, type UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import type { HistoryPoint } from '@/domain/spot/history';

const toTime = (date: string) => (Date.parse(`${date}T00:00:00Z`) / 1000) as UTCTimestamp;

/**
 * The closing price as an area chart (lightweight-charts, loaded only with the chart pages). It is a
 * picture for sighted shoppers; its description and the data table carry the same facts in words.
 */
export function PriceChart({ points, description }: { points: readonly HistoryPoint[]; description: string }) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const chart = createChart(el, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: '#ffffff' }, textColor: '#1b1f24', attributionLogo: false, fontFamily: 'system-ui, sans-serif' },
      grid: { vertLines: { color: '#eef0f3' }, horzLines: { color: '#eef0f3' } },
      rightPriceScale: { borderColor: '#c9ced6' },
      timeScale: { borderColor: '#c9ced6' },
      localization: { priceFormatter: (p: number) => `$${p.toFixed(2)}` },
      kineticScroll: { mouse: !reduceMotion, touch: !reduceMotion },
    });
    const series = chart.addSeries(AreaSeries, { lineColor: '#0b2545', topColor: 'rgba(11, 37, 69, 0.35)', bottomColor: 'rgba(11, 37, 69, 0.02)', lineWidth: 2 });
    series.setData(points.map((p) => ({ time: toTime(p.date), value: p.close })));
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [points]);

  return <div ref={container} role="img" aria-label={description} style={{ width: '100%', height: 360 }} />;
}
