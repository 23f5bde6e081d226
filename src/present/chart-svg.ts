// Draws a Vega-Lite spec as SVG, offline: the spec is compiled to Vega and
// rendered headless (no canvas, no network; the data is inline). Text is measured
// by East Asian width (chart-text.ts), so Chinese labels get the room they take.
import { compile, type TopLevelSpec } from 'vega-lite';
import * as vega from 'vega';
import { itemTextWidth, type MeasuredItem } from './chart-text.js';

/** Vega's text measure (vega-scenegraph's `textMetrics`, which its typings leave out). */
const metrics = (vega as unknown as { textMetrics: { width: (item: MeasuredItem, text: unknown) => number } }).textMetrics;

export async function chartSvg(spec: object): Promise<string> {
  metrics.width = itemTextWidth;
  const compiled = compile(spec as TopLevelSpec).spec;
  const view = new vega.View(vega.parse(compiled), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}
