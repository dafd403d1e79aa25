import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const url = process.argv[2];
const runs = Number(process.argv[3] ?? 3);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking'] });
for (let i = 0; i < runs; i++) {
  const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
  const a = r.lhr.audits;
  const el = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const phases = a['largest-contentful-paint-element']?.details?.items?.[1]?.items;
  console.log(Math.round(a['largest-contentful-paint'].numericValue), Math.round(a['first-contentful-paint'].numericValue), 'TBT', Math.round(a['total-blocking-time'].numericValue), el?.nodeLabel?.slice(0,60), el?.selector?.slice(0,80));
  console.log('  phases', JSON.stringify(phases?.map(p=>[p.phase, Math.round(p.timing)])));
  if (process.env.DUMP) { const fs = await import('node:fs'); fs.writeFileSync(`/tmp/lh-${i}.json`, JSON.stringify(r.lhr)); }
}
await chrome.kill();
