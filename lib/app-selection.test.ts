import { APP_IDS } from '@/content/catalogue';

import { INITIAL_PICKER_STATE, pickerReducer, selectedApps, toggleApp, type PickerState } from './app-selection';

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
  const twoSelected: PickerState = { mode: null, selection: [APP_IDS.hub, APP_IDS.vault] };

  it('starts with no mode chosen and nothing selected', () => {
    expect(INITIAL_PICKER_STATE).toEqual({ mode: null, selection: [] });
  });

  it('toggles apps in and out', () => {
    const once = pickerReducer(INITIAL_PICKER_STATE, { type: 'toggle', app: vault });
    expect(once.selection).toEqual([APP_IDS.vault]);
    expect(pickerReducer(once, { type: 'toggle', app: vault }).selection).toEqual([]);
  });

  it('refuses disabled apps', () => {
    expect(pickerReducer(twoSelected, { type: 'toggle', app: survey })).toEqual(twoSelected);
  });

  it('clears the selection', () => {
    expect(pickerReducer(twoSelected, { type: 'clear' })).toEqual({ mode: null, selection: [] });
  });

  it('resets the selection when the mode is switched', () => {
    expect(pickerReducer(twoSelected, { type: 'switch-mode', mode: 'individual' })).toEqual({
      mode: 'individual',
      selection: [],
    });
  });
});

describe('selectedApps', () => {
  it('returns the apps in selection order and skips unknown ids', () => {
    expect(selectedApps([hub, vault, survey], [APP_IDS.vault, 'gone', APP_IDS.hub])).toEqual([vault, hub]);
  });
});
