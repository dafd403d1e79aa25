import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
for (const width of [390, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  await page.goto(base + '/login');
  const csrf = await page.request.get(base + '/api/auth/set_csrf');
  const token = (await ctx.cookies()).find(c => /csrf/i.test(c.name))?.value;
  const r = await page.request.post(base + '/api/customers/login', { data: { username: 'demo.customer@example.in', password: 'kavach-customer-demo' }, headers: { 'x-csrftoken': token } });
  console.log('login', r.status());
  const list = await (await page.request.get(base + '/api/v3/customer/requests')).json();
  const ids = list.requests.map(r => r.sr_id);
  let done = false;
  for (const id of ids) {
    const d = await (await page.request.get(base + `/api/v3/tracker/service_request/${id}`)).json();
    if (d.data?.technician || d.data?.service_centre) {
      await page.goto(base + `/selfserve/tracker/service-request/${id}`);
      const map = page.getByTestId('sr-map');
      await map.scrollIntoViewIfNeeded();
      await page.waitForTimeout(2500);
      console.log(width, id, 'leaflet container', await page.locator('.leaflet-container').count(), await page.locator('.leaflet-container').evaluate(e => getComputedStyle(e).overflow).catch(()=>null));
      await map.screenshot({ path: `/tmp/map-${width}.png` });
      done = true; break;
    }
  }
  if (!done) console.log('no request with a map');
  await ctx.close();
}
await browser.close();
