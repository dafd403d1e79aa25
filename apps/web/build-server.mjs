// Bundles the production web server (src/server/main.ts, decision 010) into dist/server.mjs.
// Next itself and every other third-party package load from node_modules.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const deps = Object.keys(JSON.parse(readFileSync('package.json', 'utf8')).dependencies ?? {});
const external = deps.filter((d) => !d.startsWith('@kavach/')).flatMap((d) => [d, `${d}/*`]);

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  external,
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log('[web] built dist/server.mjs');
