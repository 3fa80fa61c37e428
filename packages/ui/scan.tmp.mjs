import { readFileSync } from 'node:fs';
import { chromium } from 'playwright';
const entries = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')).entries;
const ids = Object.values(entries).filter((e) => e.type === 'story').map((e) => e.id);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const blank = [];
for (const id of ids) {
  await page.goto(`http://localhost:6007/iframe.html?id=${id}&viewMode=story`);
  await page.waitForTimeout(700);
  const visible = await page.evaluate(() => {
    const all = [...document.querySelectorAll('body *')];
    return all.some((el) => {
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2 || r.bottom < 0 || r.top > innerHeight || r.right < 0 || r.left > innerWidth) return false;
      const cs = getComputedStyle(el);
      if (cs.visibility === 'hidden' || cs.opacity === '0') return false;
      const hasText = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
      return hasText || el.tagName === 'IMG' || el.tagName === 'svg' || el.tagName === 'INPUT';
    });
  });
  if (!visible) blank.push(id);
}
console.log('scanned', ids.length, 'blank', blank.length, JSON.stringify(blank));
await browser.close();
