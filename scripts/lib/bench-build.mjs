// The builds the benchmark compares, each in a folder of its own under .bench/ (never the out/ and .next/
// of `npm start` and `npm test`): site (this working tree built like production), its variants
// (SITE_VARIANTS), baseline, floor.
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { currentEnv } from '../../lib/env.mjs';
import { ROOT } from './emulators.mjs';
import { run } from './processes.mjs';

export const BENCH_DIR = path.join(ROOT, '.bench');
const NOT_COPIED = /^(node_modules|\.git|\.next|out|out-.+|\.bench|\.firebase|test-results)$/;

/**
 * The site as built for production (`site`), and as it would be with Next.js' own script loading
 * (`site-next`: `next build` alone, without the post-build step that loads the scripts after the
 * first paint) and with that and a supported setting that helps a first paint (`site-inline-css`:
 * `experimental.inlineCss`). docs/benchmark.md has what they decided.
 */
export const SITE_VARIANTS = {
  site: {},
  'site-next': { nextBuild: true },
  'site-inline-css': { nextBuild: true, experimental: { inlineCss: true } },
};

// Around the project's own next.config, settings that do not change the output: Turbopack rooted
// here (node_modules is a symlink to ours), no type check (`npm test` does it), no disk cache; and
// a variant's experimental settings.
const benchConfig = (sourceMaps, experimental = {}) => `// @ts-nocheck
import project from './next.config.project';
const bench = (c) => ({ ...c, productionBrowserSourceMaps: ${sourceMaps},
  typescript: { ...c.typescript, ignoreBuildErrors: true }, turbopack: { ...c.turbopack, root: ${JSON.stringify(ROOT)} },
  experimental: { ...c.experimental, turbopackFileSystemCacheForBuild: false, ...${JSON.stringify(experimental)} } });
export default typeof project === 'function' ? async (...a) => bench(await project(...a)) : bench(project);
`;

// Builds `source` (its `build:production` script, else, or with `nextBuild`, `next build`) into
// .bench/<name>. Like a create-next-app checkout it is a git repository, so Tailwind's source
// detection skips node_modules.
async function build(source, name, env, { sourceMaps, nextBuild = false, experimental = {} }) {
  try {
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(source, 'node_modules'), 'dir');
    execFileSync('git', ['init', '--quiet'], { cwd: source });
    renameSync(path.join(source, 'next.config.ts'), path.join(source, 'next.config.project.ts'));
    writeFileSync(path.join(source, 'next.config.ts'), benchConfig(sourceMaps, experimental));
    const scripts = JSON.parse(readFileSync(path.join(source, 'package.json'), 'utf8')).scripts ?? {};
    const [command, args] =
      scripts['build:production'] && !nextBuild
        ? ['npm', ['run', '--silent', 'build:production']]
        : [process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'build']];
    // No NEXT_PUBLIC_FIREBASE_EMULATOR_HOST (an undefined variable is left out): it would turn the preview banner on.
    const inherited = { ...currentEnv(), NEXT_TELEMETRY_DISABLED: '1', NEXT_PUBLIC_FIREBASE_EMULATOR_HOST: undefined };
    await run(command, args, { cwd: source, env: { ...inherited, ...env } });
    rmSync(path.join(BENCH_DIR, name), { recursive: true, force: true });
    renameSync(path.join(source, 'out'), path.join(BENCH_DIR, name));
  } finally {
    rmSync(source, { recursive: true, force: true });
  }
}

/** This working tree, committed or not, built like production (or as `variant`): placeholder Firebase values, no emulator. */
export async function buildSite({ siteUrl, sentryDsn, sourceMaps, variant = 'site' }) {
  const source = path.join(BENCH_DIR, `${variant}-src`);
  rmSync(source, { recursive: true, force: true });
  const filter = (from) => path.basename(from) !== 'node_modules'; // functions/ has one of its own too
  for (const entry of readdirSync(ROOT).filter((name) => !NOT_COPIED.test(name))) {
    cpSync(path.join(ROOT, entry), path.join(source, entry), { recursive: true, filter });
  }
  const env = {
    NEXT_PUBLIC_SITE_URL: siteUrl, // canonical URLs that resolve, for the SEO audit
    NEXT_PUBLIC_APP_URL: 'https://app.bench.invalid', // the web app's links: never followed here
    NEXT_PUBLIC_FIREBASE_API_KEY: 'bench-placeholder-api-key',
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'demo-homeos',
    NEXT_PUBLIC_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000',
    NEXT_PUBLIC_SENTRY_DSN: sentryDsn,
    NEXT_PUBLIC_RECAPTCHA_SITE_KEY: '', // App Check off, whatever .env.production.local says: nothing books here
  };
  await build(source, variant, env, { sourceMaps, ...SITE_VARIANTS[variant] });
}

// The create-next-app template installed here (app-tw, TypeScript), changed only where it must be:
// a static export as this site is, and system fonts for next/font/google (a download at build time).
export async function buildBaseline(sourceMaps) {
  const source = path.join(BENCH_DIR, 'baseline-src');
  const cna = path.dirname(createRequire(import.meta.url).resolve('create-next-app/package.json'));
  rmSync(source, { recursive: true, force: true });
  cpSync(path.join(cna, 'dist/templates/app-tw/ts'), source, { recursive: true });
  renameSync(path.join(source, 'gitignore'), path.join(source, '.gitignore'));
  writeFileSync(path.join(source, 'package.json'), '{ "name": "bench-baseline", "private": true }\n');
  const edit = (file, ...replacements) => {
    let text = readFileSync(path.join(source, file), 'utf8');
    for (const [from, to] of replacements) {
      if (!from.test(text)) throw new Error(`The create-next-app template has changed: no ${from} in ${file}`);
      text = text.replace(from, to);
    }
    writeFileSync(path.join(source, file), text);
  };
  edit('next.config.ts', [/\/\* config options here \*\//, "output: 'export', images: { unoptimized: true },"]);
  const fonts = [/import .* from "next\/font\/google";\n/, ''];
  edit('app/layout.tsx', fonts, [/const geist\w+ = [\s\S]*?\);\n\n/g, ''], [/\$\{geist\w+\.variable\} /g, '']);
  const sans = [/var\(--font-geist-sans\)/, 'ui-sans-serif, system-ui, sans-serif'];
  edit('app/globals.css', sans, [/var\(--font-geist-mono\)/, 'ui-monospace, monospace']);
  await build(source, 'baseline', {}, { sourceMaps });
}
