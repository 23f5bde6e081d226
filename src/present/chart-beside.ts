// Where an export's score chart is drawn: in a worker thread (chart-worker.ts) that loads the
// renderer while the log streams, so its load is not added to the export's time; in this thread
// when the code runs from its sources (the tests: no bundled worker file) or the worker fails
// (the chart drawn here then, and any error it has is this thread's own).
import { Worker } from 'node:worker_threads';

/** Draws one chart; `close` lets go of the worker (after the draw, or when the export is called off). */
export interface ChartDrawer {
  draw(spec: object): Promise<string>;
  close(): void;
}

const here = async (spec: object) => (await import('./chart-svg.js')).chartSvg(spec);

/** A drawer whose worker starts now (the bundle's `chart-worker.mjs`, beside this file's chunk). */
export function chartBeside(): ChartDrawer {
  let worker: Worker | null = null;
  let failed = false;
  if (!import.meta.url.endsWith('.ts')) {
    try {
      worker = new Worker(new URL('./chart-worker.mjs', import.meta.url));
      // An export that ends without drawing (or fails) never waits for it.
      worker.unref();
      worker.on('error', () => {
        failed = true;
      });
    } catch {
      worker = null;
    }
  }
  const close = () => {
    if (worker !== null) void worker.terminate();
    worker = null;
  };
  return {
    draw: (spec) => {
      const w = worker;
      if (w === null || failed) return here(spec);
      return new Promise<string>((resolve) => {
        const fallBack = () => resolve(here(spec));
        w.once('error', fallBack);
        w.once('exit', fallBack);
        w.once('message', (answer: { svg?: string; error?: string }) => {
          w.off('error', fallBack);
          w.off('exit', fallBack);
          if (typeof answer.svg === 'string') resolve(answer.svg);
          else fallBack();
        });
        w.ref();
        w.postMessage(spec);
      }).finally(close);
    },
    close,
  };
}
