// Restores the lock entries of other platforms' optional packages (native builds for macOS,
// Windows, ARM...). The project's package mirror serves only linux-x64 builds, so `npm install`
// there leaves the others out of package-lock.json, and `npm ci` then calls the lock out of sync.
// Each restored entry is gated by the os/cpu/libc its name states, so npm skips it on a machine
// it does not fit and installs it from the public registry on one it does.
// Run after any `npm install` on the project's machines: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const LOCK = path.resolve(import.meta.dirname, '../package-lock.json');
const OSES = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony'];
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'riscv64', 'ppc64', 's390x', 'loong64', 'wasm32', 'mips64el'];

/** The platform a package's name states, e.g. `@rollup/rollup-linux-arm64-musl`. */
function platformOf(name) {
  const parts = path.basename(name).split('-');
  const os = parts.find((part) => OSES.includes(part));
  const cpu = parts.find((part) => CPUS.includes(part));
  const libc = parts.includes('musl')
    ? 'musl'
    : parts.includes('gnu') || parts.includes('gnueabihf')
      ? 'glibc'
      : undefined;
  if (cpu === 'wasm32') return { cpu: ['wasm32'] };
  if (!os && !cpu) return undefined;
  return { ...(os && { os: [os] }), ...(cpu && { cpu: [cpu] }), ...(os === 'linux' && libc && { libc: [libc] }) };
}

const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;
let added = 0;
const unknown = [];

/**
 * The lock entry `name` resolves to from the package at `location`, as Node looks it up: the
 * package's own node_modules, then each enclosing node_modules up to the root's.
 * @param {string} location
 * @param {string} name
 */
function resolvedEntry(location, name) {
  let dir = location;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return packages[candidate];
    if (!dir) return undefined;
    const up = dir.lastIndexOf('/node_modules/');
    dir = up < 0 ? '' : dir.slice(0, up);
  }
}

for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const resolved = resolvedEntry(location, name);
    // A range (not an exact version) is met by whatever copy npm already resolved.
    if (resolved && (resolved.version === version || !/^\d+\.\d+\.\d+$/.test(version))) continue;
    const platform = platformOf(name);
    if (!platform) {
      unknown.push(name);
      continue;
    }
    // Beside the package that wants it, as npm places a version the root's copy does not match
    // (e.g. knip's own oxc-parser and its bindings under node_modules/knip/node_modules/).
    const beside = `${location.slice(0, location.lastIndexOf('node_modules/'))}node_modules/${name}`;
    if (packages[beside]) {
      unknown.push(`${name}@${version} (another version is at ${beside})`);
      continue;
    }
    packages[beside] = {
      version,
      ...(entry.dev && { dev: true }),
      optional: true,
      ...platform,
    };
    added += 1;
  }
}

writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: restored ${added} platform-specific optional entries.`);
if (unknown.length) console.warn(`Not restored (no platform in the name): ${unknown.join(', ')}`);
