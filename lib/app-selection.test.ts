import { APP_IDS, catalogue } from '@/content/catalogue';

import { arrivalSelection } from './app-selection';
import { toPickerModules } from './view-mode';

const apps = toPickerModules(catalogue).flatMap((module) => module.apps);

describe('arrivalSelection', () => {
  it("selects the link's app in the link's mode", () => {
    expect(arrivalSelection(apps, { mode: 'individual', app: APP_IDS.vault })).toEqual({
      mode: 'individual',
      app: APP_IDS.vault,
    });
    expect(arrivalSelection(apps, { mode: 'business', app: APP_IDS.taskManagement })).toEqual({
      mode: 'business',
      app: APP_IDS.taskManagement,
    });
  });

  it('selects nothing the mode does not offer, nothing disabled and nothing unknown', () => {
    const disabled = apps.find((app) => app.disabled);
    for (const request of [
      { mode: 'individual', app: APP_IDS.progressReport },
      { mode: 'business', app: disabled?.id ?? '' },
      { mode: 'business', app: 'no-such-app' },
      { mode: 'individual', app: null },
    ] as const) {
      expect(arrivalSelection(apps, request)).toEqual({ mode: request.mode, app: null });
    }
  });
});
