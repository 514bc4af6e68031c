// The deterministic half of the performance budgets (issue #6), checked on every `npm test`:
// each page's first-load JavaScript in out/ (the build `npm test` makes just before Jest) against
// the baseline page's, as recorded by the last `npm run bench` in scripts/first-load-baseline.json.
// out/ is the emulator build, so it carries the preview banner that production leaves out: a
// page within budget here is within budget in production.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { BASELINE_RECORD, JS_RATIO_BUDGETS, checkJsBudget, installedVersion } from './lib/bench-budgets.mjs';
import { GZIP_LEVEL, measureRoute } from './lib/bench-bytes.mjs';

const OUT = path.join(process.cwd(), 'out');
const record = JSON.parse(readFileSync(BASELINE_RECORD, 'utf8'));

describe('first-load JavaScript budget', () => {
  describe('the recorded baseline', () => {
    test('was measured with the installed Next.js and React, so it is not stale', () => {
      const installed = { next: installedVersion('next'), react: installedVersion('react') };
      // On a mismatch: run `npm run bench`, which re-records the baseline, and commit the file.
      expect({ next: record.next, react: record.react }).toEqual(installed);
      expect(record.gzipLevel).toBe(GZIP_LEVEL);
    });
  });

  describe('every page of the static export in out/', () => {
    beforeAll(() => {
      if (!existsSync(path.join(OUT, 'home.html')))
        throw new Error('No build in out/: run `next build` first (npm test does).');
    });

    test.each(Object.keys(JS_RATIO_BUDGETS))('%s stays within its multiple of the baseline (gzip)', (route) => {
      const { js } = measureRoute(OUT, route);
      const verdict = checkJsBudget(route, js.gzip, record.baseline.js.gzip);
      if (!verdict.pass) {
        throw new Error(
          `${verdict.budget}: ${js.gzip} bytes > ${verdict.limit} (baseline ${record.baseline.js.gzip}).\n` +
            `Its scripts: ${js.files.map((file) => `${file.url} ${file.gzip}`).join(', ')}\n` +
            'To see what they hold, build with source maps and ask source-map-explorer (docs/benchmark.md, "The bytes").',
        );
      }
      expect(js.gzip).toBeLessThanOrEqual(verdict.limit);
    });
  });
});
