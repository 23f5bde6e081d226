// The memory service as one plain ESM file, so child processes use the real
// library code without tsx: bundled from src/ exactly as scripts/build.mjs does.
import { build } from 'esbuild';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './paths.mjs';

export async function buildLibrary(outDir) {
  const outfile = join(outDir, 'memory-lib.mjs');
  await build({
    // The memory service, plus the one write path the stress writers share with the verbs (update-meta).
    stdin: {
      contents: "export * from './src/memory/index.ts';\nexport { runAdjust } from './src/flows/adjust.ts';\n",
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outfile,
    // gray-matter is CommonJS and needs a real `require` inside an ES module.
    banner: { js: "import { createRequire as __libRequire } from 'node:module'; const require = __libRequire(import.meta.url);" },
    // The front matter's YAML parser is required when a value needs it (src/memory/formats/frontmatter.ts): from this checkout.
    define: { __SIMP_YAML_FILE__: JSON.stringify(createRequire(join(ROOT, 'package.json')).resolve('yaml')) },
    logLevel: 'warning',
  });
  return outfile;
}

export const importLibrary = (file) => import(pathToFileURL(file).href);
