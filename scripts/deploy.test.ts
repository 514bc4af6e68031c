import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

// What `firebase deploy` zips for the function: firebase-tools' own walker (untyped), given
// firebase.json's ignore list.
const { readdirRecursive } = createRequire(__filename)('firebase-tools/lib/fsAsync') as {
  readdirRecursive: (options: { path: string; ignore: string[] }) => Promise<{ name: string }[]>;
};

const DEPLOY = path.join(__dirname, 'deploy.mjs');

/** Runs `npm run deploy`'s script with exactly these variables (and PATH), as a maintainer would. */
function deploy(env: Record<string, string>) {
  const result = spawnSync(process.execPath, [DEPLOY, '--dry-run'], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      // The maintainer's own .env files, where a real deploy's settings are kept, stay out: this
      // is @next/env's mark that they are loaded already (it sets it for Next's child processes).
      __NEXT_PROCESSED_ENV: 'true',
      ...env,
    },
    encoding: 'utf8',
  });
  return { status: result.status, stderr: result.stderr };
}

describe('npm run deploy', () => {
  it('fails before building, naming FIREBASE_PROJECT, when no project is given', () => {
    const { status, stderr } = deploy({});
    expect(status).toBe(1);
    expect(stderr).toContain('FIREBASE_PROJECT is not set');
  });

  it('refuses a malformed project id and the local demo project', () => {
    for (const [project, why] of [
      ['My Project', 'nor a Firebase project id'],
      ['demo-homeos', 'local emulator project'],
    ] as const) {
      const { status, stderr } = deploy({ FIREBASE_PROJECT: project });
      expect(status).toBe(1);
      expect(stderr).toContain(why);
    }
  });

  it('refuses a site built for another project than the one deployed to', () => {
    const { status, stderr } = deploy({
      FIREBASE_PROJECT: 'homeos-prod',
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'homeos-staging',
    });
    expect(status).toBe(1);
    expect(stderr).toContain('but the site would write to NEXT_PUBLIC_FIREBASE_PROJECT_ID "homeos-staging"');
  });

  it('refuses to build for production against the Firestore emulator', () => {
    const { status, stderr } = deploy({
      FIREBASE_PROJECT: 'homeos-prod',
      SALES_EMAIL: 'sales@homeos.in',
      MAIL_FROM: 'HomeOS <demos@homeos.in>',
      LEAD_WEBHOOK_URL: '', // none: the deploy goes on to the build
      NEXT_PUBLIC_FIREBASE_EMULATOR_HOST: '127.0.0.1:8080',
    });
    expect(status).toBe(1);
    expect(stderr).toContain('NEXT_PUBLIC_FIREBASE_EMULATOR_HOST is set');
  });

  it("fails before building, naming the function's parameters, when they are not set", () => {
    const { status, stderr } = deploy({ FIREBASE_PROJECT: 'homeos-prod' });
    expect(status).toBe(1);
    expect(stderr).toContain('The function needs SALES_EMAIL and MAIL_FROM');
    expect(deploy({ FIREBASE_PROJECT: 'homeos-prod', SALES_EMAIL: 'sales@homeos.in' }).stderr).toContain(
      'The function needs MAIL_FROM:',
    );
  });

  it('refuses a SALES_EMAIL or a MAIL_FROM that is not an address', () => {
    const env = {
      FIREBASE_PROJECT: 'homeos-prod',
      SALES_EMAIL: 'sales@homeos.in',
      MAIL_FROM: 'HomeOS <demos@homeos.in>',
    };
    for (const [name, value] of [
      ['SALES_EMAIL', 'sales team'],
      ['SALES_EMAIL', 'Sales <sales@homeos.in>'],
      ['MAIL_FROM', 'demos'],
      ['MAIL_FROM', 'HomeOS demos@homeos.in'],
    ] as const) {
      const { status, stderr } = deploy({ ...env, [name]: value });
      expect(status).toBe(1);
      expect(stderr).toContain(`${name} "${value}" is not an email address`);
    }
  });

  it('refuses a LEAD_WEBHOOK_URL left unset: having no CRM is said, not forgotten', () => {
    const { status, stderr } = deploy({
      FIREBASE_PROJECT: 'homeos-prod',
      SALES_EMAIL: 'sales@homeos.in',
      MAIL_FROM: 'demos@homeos.in',
    });
    expect(status).toBe(1);
    expect(stderr).toContain('LEAD_WEBHOOK_URL is not set.');
  });

  it("refuses a LEAD_WEBHOOK_URL that is not https (the posts carry the visitor's details)", () => {
    const env = { FIREBASE_PROJECT: 'homeos-prod', SALES_EMAIL: 'sales@homeos.in', MAIL_FROM: 'demos@homeos.in' };
    for (const url of ['http://crm.example.com/leads', 'crm.example.com']) {
      const { status, stderr } = deploy({ ...env, LEAD_WEBHOOK_URL: url });
      expect(status).toBe(1);
      expect(stderr).toContain(`LEAD_WEBHOOK_URL "${url}" is not an https:// URL`);
    }
  });

  it("uploads the function's entry file, and leaves out its sources, tests and modules", async () => {
    const root = path.join(__dirname, '..');
    const [fn] = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')).functions;
    const { main } = JSON.parse(readFileSync(path.join(root, fn.source, 'package.json'), 'utf8'));
    // The function's folder as the build leaves it; the entry is compiled from functions/src/.
    const dir = mkdtempSync(path.join(tmpdir(), 'functions-upload-'));
    const files = [main, 'package.json', 'src/index.ts', 'test/backend.ts', 'node_modules/a/index.js'];
    try {
      for (const file of files) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), '');
      }
      const uploaded = (await readdirRecursive({ path: dir, ignore: fn.ignore })).map((file) =>
        path.relative(dir, file.name),
      );
      expect(uploaded.sort()).toEqual([main, 'package.json'].sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
