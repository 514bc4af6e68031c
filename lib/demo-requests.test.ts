import { APP_IDS } from '@/content/catalogue';

import type { DemoFormValues } from './demo-fields';

// The module connects when it loads: to an emulator address that is never called (no write is made).
process.env.NEXT_PUBLIC_FIREBASE_EMULATOR_HOST = '127.0.0.1:9';
process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID = 'demo-requests-test';

const values: DemoFormValues = {
  fullName: 'Asha Rao',
  email: 'asha.rao@example.in',
  phone: '9876543210',
  preferredDate: null,
  preferredTime: '',
  description: '',
  urgency: 'normal',
};
const context = { utmCampaign: 'monsoon-2026', apps: [APP_IDS.hub, APP_IDS.vault], mode: 'individual' };

describe('demoRequestFor', () => {
  test('reuses the request tried last, as it was, only when the values and the apps asked for are the same', async () => {
    const { demoRequestFor } = await import('./demo-requests');
    const tried = await demoRequestFor(values, null, context);
    expect(tried.context).toEqual(context);
    // A copy of the same context (the tab's storage is read again) is the same request.
    expect(await demoRequestFor(values, tried, structuredClone(context))).toBe(tried);
    // The button seen only once the page's code had come: still the same booking, kept as first sent.
    expect(await demoRequestFor(values, tried, { ...context, button: 'hero', page: '/home' })).toBe(tried);

    for (const changed of [
      { ...context, apps: [APP_IDS.hub] }, // an app dropped in the dialog
      { ...context, apps: [APP_IDS.vault, APP_IDS.hub] },
      { ...context, mode: 'business' },
      undefined,
    ]) {
      const next = await demoRequestFor(values, tried, changed);
      expect(next.id).not.toBe(tried.id);
    }
    expect((await demoRequestFor({ ...values, urgency: 'high' }, tried, context)).id).not.toBe(tried.id);
  });
});
