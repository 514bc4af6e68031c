import { APP_IDS, catalogue } from '@/content/catalogue';

import { pickerFromRequest, pickerReducer, selectedApps, toggleApp, type PickerState } from './app-selection';
import { toPickerModules } from './view-mode';

const hub = { id: APP_IDS.hub, disabled: false };
const vault = { id: APP_IDS.vault, disabled: false };
const survey = { id: '102', disabled: true };

describe('toggleApp', () => {
  it('adds an app that is not selected, at the end', () => {
    expect(toggleApp([APP_IDS.vault], hub)).toEqual([APP_IDS.vault, APP_IDS.hub]);
  });

  it('takes out an app that is selected, keeping the order of the rest', () => {
    expect(toggleApp([APP_IDS.vault, APP_IDS.hub, APP_IDS.taskManagement], hub)).toEqual([
      APP_IDS.vault,
      APP_IDS.taskManagement,
    ]);
  });

  it('never adds a disabled app', () => {
    const selection = [APP_IDS.hub];
    expect(toggleApp(selection, survey)).toBe(selection);
    expect(toggleApp([], survey)).toEqual([]);
  });
});

describe('pickerReducer', () => {
  const nothingSelected: PickerState = { mode: 'business', selection: [] };
  const twoSelected: PickerState = { mode: 'business', selection: [APP_IDS.hub, APP_IDS.vault] };

  it('toggles apps in and out', () => {
    const once = pickerReducer(nothingSelected, { type: 'toggle', app: vault });
    expect(once.selection).toEqual([APP_IDS.vault]);
    expect(pickerReducer(once, { type: 'toggle', app: vault }).selection).toEqual([]);
  });

  it('refuses disabled apps', () => {
    expect(pickerReducer(twoSelected, { type: 'toggle', app: survey })).toEqual(twoSelected);
  });

  it('clears the selection', () => {
    expect(pickerReducer(twoSelected, { type: 'clear' })).toEqual(nothingSelected);
  });

  it('resets the selection when the mode is switched', () => {
    expect(pickerReducer(twoSelected, { type: 'switch-mode', mode: 'individual' })).toEqual({
      mode: 'individual',
      selection: [],
    });
  });

  it('keeps the selection when the active mode is chosen again', () => {
    expect(pickerReducer(twoSelected, { type: 'switch-mode', mode: 'business' })).toBe(twoSelected);
  });
});

describe('pickerFromRequest', () => {
  const modules = toPickerModules(catalogue);

  it('opens in the mode the link asked for, with the app it names selected', () => {
    expect(pickerFromRequest(modules, { mode: 'individual', app: APP_IDS.hub })).toEqual({
      mode: 'individual',
      selection: [APP_IDS.hub],
    });
    expect(pickerFromRequest(modules, { mode: 'business', app: APP_IDS.taskManagement })).toEqual({
      mode: 'business',
      selection: [APP_IDS.taskManagement],
    });
  });

  it('selects nothing for an app the mode does not offer, a disabled app, an unknown id or none', () => {
    for (const app of [APP_IDS.progressReport, '102', 'no-such-app', null]) {
      expect(pickerFromRequest(modules, { mode: 'individual', app }).selection).toEqual([]);
    }
    expect(pickerFromRequest(modules, { mode: 'business', app: '102' }).selection).toEqual([]);
  });
});

describe('selectedApps', () => {
  it('returns the apps in selection order and skips unknown ids', () => {
    expect(selectedApps([hub, vault, survey], [APP_IDS.vault, 'gone', APP_IDS.hub])).toEqual([vault, hub]);
  });
});
