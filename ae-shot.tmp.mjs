import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3300';
const paths = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-dev-shm-usage','--disable-gpu'] });
for (const scheme of ['light', 'dark']) {
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ baseURL: base, viewport: { width, height: 900 }, colorScheme: scheme });
    const csrf = await (await context.request.get('/api/auth/csrf')).json();
    await context.request.post('/api/auth/callback/credentials', { form: { csrfToken: csrf.csrfToken, email: 'editor@teamfolio.local', password: 'teamfolio-editor', json: 'true' } });
    const page = await context.newPage();
    page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
    page.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', m.text()); });
    for (const path of paths) {
      await page.goto(base + path);
      await page.waitForTimeout(2500);
      const name = `/tmp/ae-shots/${path.replace(/\W+/g, '_')}-${width}-${scheme}.png`;
      await page.screenshot({ path: name, fullPage: true });
      console.log(name);
    }
    await context.close();
  }
}
await browser.close();
