import { AreaSeries, CandlestickSeries, ColorType, createChart, type UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import type { HistoryPoint } from '@/domain/spot/history';
import styles from './price-chart.module.css';

const toTime = (date: string) => (Date.parse(`${date}T00:00:00Z`) / 1000) as UTCTimestamp;

/**
 * The closing price as an area chart, or each day's open, high, low and close as candles (lightweight-charts,
 * loaded only with the pages that draw it). It is a picture for sighted shoppers; its description and the
 * data table carry the same facts in words.
 */
export function PriceChart({
  points,
  description,
  candles = false,
}: {
  points: readonly HistoryPoint[];
  description: string;
  candles?: boolean;
}) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const chart = createChart(el, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: '#ffffff' },
        textColor: '#1b1f24',
        attributionLogo: false,
        fontFamily: 'system-ui, sans-serif',
      },
      grid: { vertLines: { color: '#eef0f3' }, horzLines: { color: '#eef0f3' } },
      rightPriceScale: { borderColor: '#c9ced6' },
      timeScale: { borderColor: '#c9ced6' },
      localization: { priceFormatter: (p: number) => `$${p.toFixed(2)}` },
      kineticScroll: { mouse: !reduceMotion, touch: !reduceMotion },
    });
    if (candles) {
      // Up and down in colours with 3:1 contrast against white, and hollow up candles so colour is not the only cue.
      const series = chart.addSeries(CandlestickSeries, {
        upColor: '#ffffff',
        borderUpColor: '#1a7f37',
        wickUpColor: '#1a7f37',
        downColor: '#b42318',
        borderDownColor: '#b42318',
        wickDownColor: '#b42318',
      });
      series.setData(points.map((p) => ({ time: toTime(p.date), open: p.open, high: p.high, low: p.low, close: p.close })));
    } else {
      const series = chart.addSeries(AreaSeries, {
        lineColor: '#0b2545',
        topColor: 'rgba(11, 37, 69, 0.35)',
        bottomColor: 'rgba(11, 37, 69, 0.02)',
        lineWidth: 2,
      });
      series.setData(points.map((p) => ({ time: toTime(p.date), value: p.close })));
    }
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [points, candles]);

  return <div ref={container} role="img" aria-label={description} className={styles.chart} />;
}
