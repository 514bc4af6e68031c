import { checkBaseUrl, checkSentryDsn, readPort } from './env.mjs';

describe('checkBaseUrl', () => {
  test.each([
    ['https://homeos.example.com', 'https://homeos.example.com'],
    ['https://homeos.example.com/', 'https://homeos.example.com'],
    ['http://127.0.0.1:3100', 'http://127.0.0.1:3100'],
    ['https://example.com/app//', 'https://example.com/app'],
  ])('accepts %j as %j', (value, expected) => {
    expect(checkBaseUrl('NEXT_PUBLIC_APP_URL', value)).toBe(expected);
  });

  test.each([
    'app.example.com',
    'ftp://example.com',
    'https://example.com/?a=1',
    'https://example.com/#x',
    'https://example.com?',
    'https://example.com/#',
    '',
  ])('refuses %j, naming the variable', (value) => {
    expect(() => checkBaseUrl('NEXT_PUBLIC_APP_URL', value)).toThrow(
      `NEXT_PUBLIC_APP_URL must be an absolute http(s) URL such as https://example.com, got "${value}"`,
    );
  });
});

describe('checkSentryDsn', () => {
  test.each(['https://abc123@o1.ingest.de.sentry.io/4507', 'http://public@127.0.0.1:8190/1'])('accepts %j', (dsn) => {
    expect(checkSentryDsn(dsn)).toBe(dsn);
  });

  test('is off when none is set', () => {
    expect(checkSentryDsn(undefined)).toBeUndefined();
  });

  test.each(['https://o1.ingest.sentry.io/4507', 'https://key@o1.ingest.sentry.io/', 'sentry'])('refuses %j', (dsn) => {
    expect(() => checkSentryDsn(dsn)).toThrow(`NEXT_PUBLIC_SENTRY_DSN must be a Sentry DSN`);
  });
});

describe('readPort', () => {
  const name = 'HOMEOS_TEST_PORT';
  afterEach(() => {
    delete process.env[name];
  });

  test('is the fallback when unset, else the number set', () => {
    expect(readPort(name, 3000)).toBe(3000);
    process.env[name] = ' 3100 ';
    expect(readPort(name, 3000)).toBe(3100);
  });

  test.each(['http', '0', '70000', '31.5'])('refuses %j, naming the variable', (value) => {
    process.env[name] = value;
    expect(() => readPort(name, 3000)).toThrow(`${name} must be a port number, got "${value}"`);
  });
});
