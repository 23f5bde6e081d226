// Draws a Vega-Lite spec as SVG, offline: the spec is compiled to Vega and
// rendered headless (no canvas, no network; the data is inline).
import { compile, type TopLevelSpec } from 'vega-lite';
import { parse, View } from 'vega';

export async function chartSvg(spec: object): Promise<string> {
  const vega = compile(spec as TopLevelSpec).spec;
  const view = new View(parse(vega), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}
