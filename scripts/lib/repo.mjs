// Where things are. Every script resolves paths from here, never from process.cwd().
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const API_DIR = path.join(ROOT, 'apps', 'api');
export const WEB_DIR = path.join(ROOT, 'apps', 'web');
export const API_DIST = path.join(API_DIR, 'dist', 'server.mjs');
/** Node flags the API always runs with (decision 037; README "Deploying" gives the same command). */
export const API_NODE_FLAGS = ['--single-threaded-gc'];
export const WEB_BUILD_ID = path.join(WEB_DIR, '.next', 'BUILD_ID');
/** The production web server (Next behind the page cache, decision 010). */
export const WEB_DIST = path.join(WEB_DIR, 'dist', 'server.mjs');
export const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
