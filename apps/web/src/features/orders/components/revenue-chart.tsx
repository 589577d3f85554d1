import { useEffect, useRef, useState } from 'react';
import { formatTakaIn } from '@motoforge/contract';
import { defineMessages, useLanguage, useMessages } from '@/lib/i18n';

const chartMessages = defineMessages('orders.revenueChart', {
  loading: 'Drawing the chart…',
  failed: 'The chart could not be drawn; the figures are in the table below.',
});

type RevenueChartProps = {
  days: { date: string; revenue: number }[];
  /** What the chart shows, in words (its accessible name). */
  label: string;
};

const CHART_HEIGHT = 260;

/**
 * Revenue per day as a bar chart, drawn by uPlot (a kept, 50 kB chart library), which is fetched
 * with this component only: the sales page's chunk, never a public page's (docs/product.md#back-office).
 */
export function RevenueChart({ days, label }: RevenueChartProps) {
  const t = useMessages(chartMessages);
  const language = useLanguage();
  const box = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'drawn' | 'failed'>('loading');

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let isCurrent = true;
    let chart: { destroy: () => void; setSize: (size: { width: number; height: number }) => void } | undefined;
    let observer: ResizeObserver | undefined;
    const style = getComputedStyle(element);
    // The canvas draws its labels in the page's fonts only if told, and a font it names is not
    // fetched for it: the taka sign's own font (styles.css) is loaded first, or ৳ is a box on a
    // device without a Bengali font.
    const axisFont = `12px ${style.fontFamily}`;
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css'), loadFontFor(axisFont, '৳')])
      .then(([{ default: UPlot }]) => {
        if (!isCurrent) return;
        const xs = days.map((day) => Date.parse(`${day.date}T00:00:00Z`) / 1000);
        const ys = days.map((day) => day.revenue);
        const ink = style.getPropertyValue('--color-primary').trim() || '#570df8';
        const bars = UPlot.paths.bars?.({ size: [0.7, 24] });
        const plot = new UPlot(
          {
            width: element.clientWidth,
            height: CHART_HEIGHT,
            legend: { show: false },
            cursor: { show: true, drag: { x: false, y: false } },
            scales: { x: { time: true } },
            axes: [
              { stroke: style.color, font: axisFont },
              {
                stroke: style.color,
                font: axisFont,
                size: 70,
                values: (_chart, ticks) => ticks.map((tick) => formatTakaIn(language, tick)),
              },
            ],
            series: [{}, { label, stroke: ink, fill: ink, paths: bars, points: { show: false } }],
            tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), 'UTC'),
          },
          [xs, ys],
          element,
        );
        chart = plot;
        observer = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: CHART_HEIGHT }));
        observer.observe(element);
        setStatus('drawn');
      })
      .catch(() => {
        if (isCurrent) setStatus('failed');
      });
    return () => {
      isCurrent = false;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [days, label, language]);

  return (
    <figure className="grid gap-2">
      <div ref={box} role="img" aria-label={label} className="min-h-[260px] w-full" />
      {status === 'loading' && (
        <p role="status" className="text-base-content/70 text-sm">
          <span className="loading loading-spinner loading-xs mr-2" aria-hidden="true" />
          {t.loading}
        </p>
      )}
      {status === 'failed' && (
        <p role="alert" className="text-error text-sm">
          {t.failed}
        </p>
      )}
    </figure>
  );
}

/** Waits for the font the canvas will draw `text` in; a browser without the Font Loading API draws at once. */
function loadFontFor(font: string, text: string): Promise<unknown> {
  if (!('fonts' in document)) return Promise.resolve();
  return document.fonts.load(font, text).catch(() => undefined);
}
