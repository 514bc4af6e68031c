// Which packages a page's first-load JavaScript is made of, read from the build's source maps
// (the benchmark's own build turns on productionBrowserSourceMaps). Every byte of a minified
// file is charged to the source its mapping segment points at; a source under node_modules/
// counts for its package, anything else for this site's own code, and unmapped bytes (the
// bundler's glue) for "(unmapped)".
import { readFileSync } from 'node:fs';
import path from 'node:path';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes one segment of a source map's `mappings` (base64 VLQ) into its numbers. */
export function decodeVlqSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64_VALUE.get(char);
    if (digit === undefined) throw new Error(`Invalid base64 VLQ character "${char}" in "${segment}"`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * The package a source path belongs to: `node_modules/@scope/name/...` -> `@scope/name`. React,
 * React DOM and the rest that Next.js bundles in next/dist/compiled/ are named as such.
 */
export function packageOfSource(source) {
  const parts = source.split('/');
  const index = parts.lastIndexOf('node_modules');
  if (index === -1) return null;
  const name = parts[index + 1] ?? '';
  const packageName = name.startsWith('@') ? `${name}/${parts[index + 2] ?? ''}` : name;
  const rest = parts.slice(index + (name.startsWith('@') ? 3 : 2));
  if (packageName === 'next' && rest[0] === 'dist' && rest[1] === 'compiled' && rest[2]) {
    return `${rest[2].startsWith('@') ? `${rest[2]}/${rest[3] ?? ''}` : rest[2]} (in next)`;
  }
  return packageName;
}

/**
 * Code that is not in a package: the bundler's runtime, or the site's own code grouped by its top
 * folder (`[project]/components/x.tsx` -> `(site) components/`; the bench's build folders under
 * .bench/ are left out of the path).
 */
function ownCodeGroup(source) {
  if (source.includes('[turbopack]/')) return '(turbopack runtime)';
  const relative = source
    .replace(/^.*\[project\]\//, '')
    .replace(/^(webpack|turbopack):\/+/, '')
    .replace(/^\.bench\/[^/]+-src\//, '');
  const [top, ...rest] = relative.split('/');
  return rest.length ? `(site) ${top}/` : `(site) ${top}`;
}

function groupOfSource(source) {
  return packageOfSource(source) ?? ownCodeGroup(source);
}

/**
 * Adds, for one plain (not indexed) source map, the bytes of each generated line charged to each
 * group into `totals`. `lines` is the generated code split into lines; `lineOffset` and
 * `columnOffset` place the map inside the file (indexed maps' sections).
 */
function chargeMap(map, lines, totals, lineOffset = 0, columnOffset = 0) {
  const groups = (map.sources ?? []).map((source) => groupOfSource(`${map.sourceRoot ?? ''}${source ?? ''}`));
  let sourceIndex = 0;
  const mappingLines = (map.mappings ?? '').split(';');
  mappingLines.forEach((mappingLine, lineIndex) => {
    const generatedLine = lines[lineIndex + lineOffset] ?? '';
    let column = lineIndex === 0 ? columnOffset : 0;
    const segments = [];
    for (const segment of mappingLine.split(',')) {
      if (!segment) continue;
      const [columnDelta = 0, sourceDelta] = decodeVlqSegment(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) sourceIndex += sourceDelta;
      segments.push({ column, group: sourceDelta !== undefined ? groups[sourceIndex] : undefined });
      // Only the source index matters here; the remaining fields (line, column, name) are skipped.
    }
    segments.forEach((segment, index) => {
      const end = segments[index + 1]?.column ?? generatedLine.length;
      const key = segment.group ?? '(unmapped)';
      totals.set(key, (totals.get(key) ?? 0) + Math.max(0, end - segment.column));
    });
  });
}

/**
 * Bytes of `code` (a minified file's text) charged to each package or site folder by its
 * source map `map` (plain or indexed with sections). Returns a Map of group -> characters.
 */
export function bytesByPackage(code, map) {
  const lines = code.split('\n');
  const totals = new Map();
  if (map.sections) {
    for (const section of map.sections)
      chargeMap(section.map, lines, totals, section.offset.line, section.offset.column);
  } else {
    chargeMap(map, lines, totals);
  }
  const charged = [...totals.values()].reduce((sum, value) => sum + value, 0);
  const uncharged = code.length - charged;
  if (uncharged > 0) totals.set('(unmapped)', (totals.get('(unmapped)') ?? 0) + uncharged);
  return totals;
}

const MAP_COMMENT = /\/\/# sourceMappingURL=(\S+)\s*$/;

/** Reads a JS file and the source map its sourceMappingURL comment names; returns bytesByPackage for them. */
export function packagesOfFile(jsFile) {
  const code = readFileSync(jsFile, 'utf8');
  const comment = MAP_COMMENT.exec(code);
  if (!comment?.[1]) return new Map([['(no source map)', code.length]]);
  const map = JSON.parse(readFileSync(path.join(path.dirname(jsFile), comment[1]), 'utf8'));
  return bytesByPackage(code.slice(0, comment.index), map);
}

/**
 * The packages of a page's first-load scripts. `files` are the measured build's scripts
 * (measureRoute's js.files: { url, raw, gzip }); `sourceMapUrls` are the same page's scripts in
 * the source-map build, in the same order (both builds come from the same code). Each measured
 * file's raw and gzip bytes are shared out by its groups' shares of the mapped file's characters.
 * Returns [{ name, raw, gzip }], largest first.
 */
export function packagesOfPage(sourceMapDir, sourceMapUrls, files) {
  if (sourceMapUrls.length !== files.length) {
    throw new Error(
      `The source-map build loads ${sourceMapUrls.length} scripts where the measured one loads ${files.length}`,
    );
  }
  const totals = new Map();
  files.forEach((file, index) => {
    const groups = packagesOfFile(path.join(sourceMapDir, sourceMapUrls[index] ?? ''));
    const characters = [...groups.values()].reduce((sum, value) => sum + value, 0);
    for (const [name, count] of groups) {
      const total = totals.get(name) ?? { name, raw: 0, gzip: 0 };
      total.raw += (file.raw * count) / characters;
      total.gzip += (file.gzip * count) / characters;
      totals.set(name, total);
    }
  });
  return [...totals.values()].sort((a, b) => b.gzip - a.gzip);
}
