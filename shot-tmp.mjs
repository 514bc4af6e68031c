import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const base = process.env.BASE ?? 'http://127.0.0.1:3100';
const routes = (process.env.ROUTES ?? '/home,/products-list,/about-us,/all-apps,/team').split(',');
for (const w of [375, 1440]) {
  const p = await b.newPage({ viewport: { width: w, height: w === 375 ? 812 : 900 } });
  for (const r of routes) {
    await p.goto(base + r); await p.waitForTimeout(300);
    await p.screenshot({ path: `/tmp/shots/${r.slice(1)}-${w}.png`, fullPage: process.env.FULL !== '0' });
  }
}
await b.close();
