import { readFirebaseSettings } from './firebase-config';

describe('readFirebaseSettings', () => {
  describe('an emulator build', () => {
    test('needs only the project id and connects to the emulator', () => {
      expect(
        readFirebaseSettings({
          NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'demo-homeos',
          NEXT_PUBLIC_FIREBASE_EMULATOR_HOST: '127.0.0.1:8080',
        }),
      ).toEqual({
        options: { projectId: 'demo-homeos', apiKey: undefined, appId: undefined },
        emulator: { host: '127.0.0.1', port: 8080 },
        recaptchaSiteKey: null,
      });
    });

    test('with a reCAPTCHA site key (App Check on), also needs the API key and the app id', () => {
      const emulatorBuild = {
        NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'demo-homeos',
        NEXT_PUBLIC_FIREBASE_EMULATOR_HOST: '127.0.0.1:8080',
      };
      expect(() => readFirebaseSettings({ ...emulatorBuild, NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'site-key' })).toThrow(
        'Firebase is not configured: NEXT_PUBLIC_FIREBASE_API_KEY, NEXT_PUBLIC_FIREBASE_APP_ID not set at build time',
      );
      expect(
        readFirebaseSettings({
          ...emulatorBuild,
          NEXT_PUBLIC_RECAPTCHA_SITE_KEY: ' site-key ',
          NEXT_PUBLIC_FIREBASE_API_KEY: 'key',
          NEXT_PUBLIC_FIREBASE_APP_ID: '1:2:web:3',
        }).recaptchaSiteKey,
      ).toBe('site-key');
    });

    test.each(['127.0.0.1', 'localhost:0', 'localhost:99999', ':8080', 'http://127.0.0.1:8080'])(
      'rejects the malformed emulator host %j',
      (host) => {
        expect(() =>
          readFirebaseSettings({ NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'p', NEXT_PUBLIC_FIREBASE_EMULATOR_HOST: host }),
        ).toThrow(`NEXT_PUBLIC_FIREBASE_EMULATOR_HOST must be host:port, got "${host}"`);
      },
    );
  });

  describe('a production build', () => {
    test('takes the three values firestore/lite uses', () => {
      expect(
        readFirebaseSettings({
          NEXT_PUBLIC_FIREBASE_API_KEY: 'key',
          NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'homeos-prod',
          NEXT_PUBLIC_FIREBASE_APP_ID: '1:2:web:3',
        }),
      ).toEqual({
        options: { projectId: 'homeos-prod', apiKey: 'key', appId: '1:2:web:3' },
        emulator: null,
        recaptchaSiteKey: null,
      });
    });

    test.each(['homeos-prod', 'demo-homeos', 'a23456', 'a2345678901234567890123456789z', 'example.com:homeos-prod'])(
      'accepts the project id %j',
      (projectId) => {
        expect(
          readFirebaseSettings({
            NEXT_PUBLIC_FIREBASE_API_KEY: 'key',
            NEXT_PUBLIC_FIREBASE_PROJECT_ID: projectId,
            NEXT_PUBLIC_FIREBASE_APP_ID: '1:2:web:3',
          }).options.projectId,
        ).toBe(projectId);
      },
    );

    test.each([
      'HomeOS Production',
      'homeos_prod',
      '"homeos-prod"',
      'https://homeos-prod.firebaseapp.com',
      'homeos-',
      '1homeos',
      'a2345',
      'a2345678901234567890123456789012',
    ])('rejects the malformed project id %j, naming it', (projectId) => {
      expect(() =>
        readFirebaseSettings({
          NEXT_PUBLIC_FIREBASE_API_KEY: 'key',
          NEXT_PUBLIC_FIREBASE_PROJECT_ID: projectId,
          NEXT_PUBLIC_FIREBASE_APP_ID: '1:2:web:3',
        }),
      ).toThrow(`NEXT_PUBLIC_FIREBASE_PROJECT_ID is not a Firebase project id, got "${projectId}"`);
    });

    test('names every missing variable', () => {
      expect(() => readFirebaseSettings({ NEXT_PUBLIC_FIREBASE_PROJECT_ID: ' ' })).toThrow(
        'Firebase is not configured: NEXT_PUBLIC_FIREBASE_API_KEY, NEXT_PUBLIC_FIREBASE_PROJECT_ID, NEXT_PUBLIC_FIREBASE_APP_ID not set at build time',
      );
    });
  });
});
