import { chromium } from '@playwright/test';
const base = process.argv[2];
const login = await fetch(`${base}/api/v1/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'fresh-clone-pass-123' }) });
const token = (await login.json()).data.token;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const pages = [['login', '/admin/login', false], ['dashboard', '/', true], ['services-add', '/admin/parent-service/add', true], ['galleries-add', '/admin/parent-gallery/add', true], ['gift-card', '/admin/gift-card', true]];
for (const [scheme, theme] of [['light', 'lara-light-indigo'], ['dark', 'lara-dark-indigo']]) {
  for (const [width, height] of [[1280, 800], [390, 844]]) {
    const context = await browser.newContext({ viewport: { width, height } });
    await context.addInitScript(([t, th, sch]) => {
      localStorage.setItem('root', JSON.stringify({ ripple: false, inputStyle: 'outlined', menuMode: 'static', colorScheme: sch, theme: th, scale: 14 }));
      if (t) localStorage.setItem('token', t);
    }, [null, theme, scheme]);
    for (const [name, path, signedIn] of pages) {
      const page = await context.newPage();
      if (signedIn) await page.addInitScript((t) => localStorage.setItem('token', t), token);
      const errors = [];
      page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
      await page.goto(base + path);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `/tmp/shots/${name}-${scheme}-${width}.png` });
      console.log(name, scheme, width, errors.length ? `console errors: ${errors.join(' | ').slice(0, 200)}` : 'no console errors');
      await page.close();
    }
    await context.close();
  }
}
await browser.close();
