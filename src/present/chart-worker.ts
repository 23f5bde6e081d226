// The score chart of an HTML export drawn in a worker thread: started at the story's first
// score, it loads the renderer (Vega and Vega-Lite, the largest code an export runs) while the
// log still streams in the main thread, then draws the one spec it is handed (chart-beside.ts).
import { parentPort } from 'node:worker_threads';
import { chartSvg } from './chart-svg.js';

parentPort?.once('message', (spec: object) => {
  chartSvg(spec).then(
    (svg) => parentPort?.postMessage({ svg }),
    (err: unknown) => parentPort?.postMessage({ error: err instanceof Error ? err.message : String(err) }),
  );
});
