import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../tests/e2e/browser-options';

/**
 * Developer tool: screenshots of pages at 360 px and 1440 px in light and dark,
 * for looking at what we build. Usage: tsx scripts/screenshots.ts [baseUrl] path...
 */
const [baseUrl = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const widths = [360, 1440];
const schemes = ['light', 'dark'] as const;

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
await mkdir('screenshots', { recursive: true });
for (const urlPath of paths.length ? paths : ['/']) {
  for (const width of widths) {
    for (const colorScheme of schemes) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme });
      const page = await context.newPage();
      await page.goto(`${baseUrl}${urlPath}`, { waitUntil: 'networkidle' });
      const name = `${urlPath.replaceAll('/', '_') || '_'}-${width}-${colorScheme}.png`;
      await page.screenshot({ path: `screenshots/${name}`, fullPage: true });
      await context.close();
      console.log(`screenshots/${name}`);
    }
  }
}
await browser.close();
