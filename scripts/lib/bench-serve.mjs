// The static server the benchmark's Lighthouse runs load the site, the baseline and the floor from.
// All three come from the same server, so that they are compared over the same kind of transfer.
// It does what Firebase Hosting does with this repository's firebase.json: clean URLs, the
// redirects and the custom headers, and brotli or gzip compression. It is not the Hosting
// emulator because Lighthouse's simulated timings add the server's observed response time, and
// the emulator's, under load on a shared machine, was up to 160 ms where this one's stays under
// 15 ms (and Firebase's CDN is nearer the latter).
//
// It runs in a process of its own (the Lighthouse process would otherwise delay its responses):
//   node scripts/lib/bench-serve.mjs <port>=<folder> [<port>=<folder> ...] [--collector=<port>]
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import { HOST } from './config.mjs';
import { servedHostingConfig } from './hosting-config.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.txt', '.json', '.xml']);

/** A Firebase Hosting glob (`**` any path, `*` one segment) as a regular expression. */
export function globToRegExp(glob) {
  const pattern = glob
    .split(/(\*\*|\*)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`);
}

/** The file a request path names in `dir`, or null: exact file, then `<path>.html`, then `<path>/index.html`. */
export function resolveStaticFile(dir, urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const candidates = [path.join(dir, clean), path.join(dir, `${clean}.html`), path.join(dir, clean, 'index.html')];
  return candidates.find((file) => file.startsWith(dir) && existsSync(file) && statSync(file).isFile()) ?? null;
}

/** The request handler for one folder, with firebase.json's `hosting` rules (`{}` for none). */
export function staticHandler(dir, hosting = {}) {
  const root = path.resolve(dir);
  const compressed = new Map();
  const redirects = (hosting.redirects ?? []).map((rule) => ({ ...rule, pattern: globToRegExp(rule.source) }));
  const headerRules = (hosting.headers ?? []).map((rule) => ({ ...rule, pattern: globToRegExp(rule.source) }));

  function encode(file, body, encoding) {
    const key = `${encoding} ${file}`;
    if (!compressed.has(key)) compressed.set(key, encoding === 'br' ? brotliCompressSync(body) : gzipSync(body));
    return compressed.get(key);
  }

  return (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const redirect = redirects.find((rule) => rule.pattern.test(pathname));
    if (redirect) {
      response.writeHead(redirect.type ?? 301, { location: redirect.destination }).end();
      return;
    }
    if (hosting.cleanUrls && pathname.endsWith('.html')) {
      response.writeHead(301, { location: pathname.slice(0, -'.html'.length) }).end();
      return;
    }
    const file = resolveStaticFile(root, pathname);
    const served = file ?? resolveStaticFile(root, '/404');
    const extension = path.extname(served ?? '.txt');
    let body = served ? readFileSync(served) : Buffer.from('Not found');
    const headers = { 'content-type': TYPES[extension] ?? 'application/octet-stream', 'cache-control': 'max-age=3600' };
    for (const rule of headerRules) {
      if (rule.pattern.test(pathname)) for (const { key, value } of rule.headers) headers[key.toLowerCase()] = value;
    }
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    if (served && encoding && COMPRESSIBLE.has(extension)) {
      body = encode(served, body, encoding);
      headers['content-encoding'] = encoding;
      headers.vary = 'Accept-Encoding';
    }
    response.writeHead(file ? 200 : 404, headers).end(request.method === 'HEAD' ? undefined : body);
  };
}

/**
 * A stand-in error collector: answers every request with 200. The bench build's Sentry DSN points
 * here, so that an SDK that sends something (a session, an error) never fails in the console.
 */
export function collectorHandler() {
  return (request, response) => {
    console.log(`collector: ${request.method} ${request.url}`);
    request.resume();
    response
      .writeHead(200, {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': '*',
        'access-control-allow-methods': 'GET, POST, OPTIONS',
      })
      .end('{}');
  };
}

function listen(handler, port) {
  return new Promise((resolve, reject) => {
    const server = http.createServer(handler);
    server.once('error', reject);
    server.listen(port, HOST, () => resolve(server));
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const hosting = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../firebase.json'), 'utf8')).hosting;
  const siteArguments = process.argv.slice(2);
  // Options first, wherever they are given: the site's CSP needs the DSN.
  const siteDsn = siteArguments.map((argument) => /^--dsn=(.+)$/.exec(argument)?.[1]).find(Boolean);
  for (const argument of siteArguments) {
    if (argument.startsWith('--dsn=')) continue;
    const collector = /^--collector=(\d+)$/.exec(argument);
    if (collector) {
      await listen(collectorHandler(), Number(collector[1]));
      continue;
    }
    const [port, dir] = argument.split(/=(.*)/s);
    // The site gets firebase.json's rules, its CSP completed exactly as `npm run deploy` does (the
    // build's inline-script hashes, the Sentry origin); the baseline and the floor are single pages at /.
    const rules =
      path.basename(dir ?? '') === 'site'
        ? servedHostingConfig(hosting, { outDir: dir ?? '.', dsn: siteDsn })
        : { cleanUrls: true };
    await listen(staticHandler(dir ?? '.', rules), Number(port));
  }
  console.log('ready');
}
