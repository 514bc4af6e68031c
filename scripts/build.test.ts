import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const FIREBASE_VARIABLES = [
  'NEXT_PUBLIC_FIREBASE_API_KEY',
  'NEXT_PUBLIC_FIREBASE_PROJECT_ID',
  'NEXT_PUBLIC_FIREBASE_APP_ID',
];

function buildProduction(extra: Record<string, string>) {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', ...extra };
  for (const name of Object.keys(env)) {
    if (name.startsWith('NEXT_PUBLIC_FIREBASE_') && !(name in extra)) delete env[name];
  }
  return spawnSync(process.execPath, ['scripts/build.mjs', '--production'], { cwd: ROOT, env, encoding: 'utf8' });
}

describe('npm run build:production', () => {
  it('fails before building, naming every missing Firebase variable', () => {
    const result = buildProduction({});
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Missing: ${FIREBASE_VARIABLES.join(', ')}.`);
  });

  it('names only the ones still missing', () => {
    const result = buildProduction({ NEXT_PUBLIC_FIREBASE_API_KEY: 'key', NEXT_PUBLIC_FIREBASE_APP_ID: 'app' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Missing: NEXT_PUBLIC_FIREBASE_PROJECT_ID.');
  });

  it('refuses to point a production build at an emulator', () => {
    const result = buildProduction({
      NEXT_PUBLIC_FIREBASE_API_KEY: 'key',
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'homeos-prod',
      NEXT_PUBLIC_FIREBASE_APP_ID: 'app',
      NEXT_PUBLIC_FIREBASE_EMULATOR_HOST: '127.0.0.1:8080',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('a production build must not point at an emulator');
  });
});
