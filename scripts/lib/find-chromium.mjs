// Finds a Chromium without downloading anything: env CHROME_PATH, Debian's /usr/bin/chromium,
// then the @sparticuz/chromium devDependency (extracted from the package on first use).
import { accessSync, constants } from 'node:fs';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

const DEBIAN = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

function executable(p) {
  try {
    accessSync(p, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** @returns {Promise<{ path: string, source: string }>} */
export async function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (executable(fromEnv)) return { path: fromEnv, source: 'CHROME_PATH' };
    throw new Error(`CHROME_PATH=${fromEnv} is not an executable file`);
  }
  for (const p of DEBIAN) if (executable(p)) return { path: p, source: 'debian' };
  try {
    const mod = await import('@sparticuz/chromium');
    const p = await mod.default.executablePath();
    if (p && executable(p)) return { path: p, source: '@sparticuz/chromium' };
  } catch (err) {
    throw new Error(
      `No Chromium: set CHROME_PATH, install Debian's chromium, or keep @sparticuz/chromium (${err.message})`,
    );
  }
  throw new Error("No Chromium: set CHROME_PATH, install Debian's chromium, or keep @sparticuz/chromium");
}

/** Resolves the path and exports it as CHROME_PATH so child processes (Playwright, Lighthouse) agree. */
export async function exportChromePath() {
  const found = await findChromium();
  process.env.CHROME_PATH = found.path;
  return found;
}
