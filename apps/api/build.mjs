// Bundles the API and our workspace packages (TypeScript sources) into dist/server.mjs (or the
// path given as --outfile=…, used by the docs/product/security-tests.md#t9-1 crash test). Third-party packages stay external and
// load from node_modules (PGlite needs its wasm files), so the bundle must sit inside apps/api.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkgDeps = (path) => Object.keys(JSON.parse(readFileSync(path, 'utf8')).dependencies ?? {});
const external = [
  ...pkgDeps('package.json'),
  ...pkgDeps('../../packages/db/package.json'),
  ...pkgDeps('../../packages/contracts/package.json'),
]
  .filter((d) => !d.startsWith('@kavach/'))
  .flatMap((d) => [d, `${d}/*`]);

const outfile =
  process.argv.find((a) => a.startsWith('--outfile='))?.slice('--outfile='.length) ?? 'dist/server.mjs';

await build({
  entryPoints: ['src/server.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log(`[api] built ${outfile}`);
