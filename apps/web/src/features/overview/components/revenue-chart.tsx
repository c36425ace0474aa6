import type { Overview } from "@shop/contract";
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { wholeDollars } from "./money.ts";

type Days = Overview["revenueByDay"];

const HEIGHT = 260;
const DOLLAR_STEPS = [1, 2, 5]
  .flatMap((step) => [1, 10, 100, 1_000, 10_000, 100_000].map((p) => step * p))
  .sort((a, b) => a - b);

/** The theme's colour of a daisyUI variable, for the canvas (which cannot read CSS itself). */
const themeColor = (el: HTMLElement, name: string, fallback: string) =>
  getComputedStyle(el).getPropertyValue(name).trim() || fallback;

function options(el: HTMLElement, width: number): uPlot.Options {
  const primary = themeColor(el, "--color-primary", "#4f46e5");
  const text = themeColor(el, "--color-base-content", "#1f2937");
  const axis = { stroke: text, grid: { stroke: "rgba(0,0,0,0.08)" }, ticks: { stroke: "rgba(0,0,0,0.15)" } };
  return {
    width,
    height: HEIGHT,
    // The days are UTC days: labelled as such, whatever the viewer's time zone.
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), "Etc/UTC"),
    // Half a day either side, so the first and last bars are whole.
    scales: {
      x: { time: true, range: (_u, min, max) => [min - 43_200, max + 43_200] },
      y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
    },
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    axes: [
      { ...axis, values: "{D} {MMM}" },
      // Steps of whole dollars, so no two grid lines read the same.
      { ...axis, size: 64, incrs: DOLLAR_STEPS, values: (_u, splits) => splits.map(wholeDollars) },
    ],
    series: [
      {},
      {
        label: "Revenue",
        fill: primary,
        stroke: primary,
        paths: uPlot.paths.bars?.({ size: [0.7, 40] }),
        points: { show: false },
      },
    ],
  };
}

/**
 * The revenue bars, drawn on a canvas by uPlot. Loaded only by the Overview and only in the
 * browser (decision 0020); the page gives the figures as a table for screen readers.
 */
export default function RevenueChart({ days }: { days: Days }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const data: uPlot.AlignedData = [
      days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000),
      days.map((d) => d.revenueCents / 100),
    ];
    const chart = new uPlot(options(el, el.clientWidth), data, el);
    const resize = new ResizeObserver(() => chart.setSize({ width: el.clientWidth, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days]);
  return <div ref={box} className="w-full" />;
}
