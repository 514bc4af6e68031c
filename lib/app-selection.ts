import type { ViewMode } from './view-mode';

/** What the picker needs to know about an app to select it. */
export interface SelectableApp {
  id: string;
  disabled: boolean;
}

/**
 * The picker's state. `mode` is null until the visitor picks one, so that the page follows
 * the URL (`?usertype=`) until then. `selection` holds app ids in the order they were chosen.
 */
export interface PickerState {
  mode: ViewMode | null;
  selection: readonly string[];
}

export type PickerAction =
  { type: 'toggle'; app: SelectableApp } | { type: 'clear' } | { type: 'switch-mode'; mode: ViewMode };

export const INITIAL_PICKER_STATE: PickerState = { mode: null, selection: [] };

/** Adds the app at the end of the selection, or takes it out; disabled apps are never added. */
export function toggleApp(selection: readonly string[], app: SelectableApp): readonly string[] {
  if (selection.includes(app.id)) return selection.filter((id) => id !== app.id);
  if (app.disabled) return selection;
  return [...selection, app.id];
}

export function pickerReducer(state: PickerState, action: PickerAction): PickerState {
  switch (action.type) {
    case 'toggle':
      return { ...state, selection: toggleApp(state.selection, action.app) };
    case 'clear':
      return { ...state, selection: [] };
    case 'switch-mode':
      // Switching mode starts a new selection: the apps on offer are not the same.
      return { mode: action.mode, selection: [] };
  }
}

/** The selected apps themselves, in selection order (ids no longer on offer are skipped). */
export function selectedApps<T extends { id: string }>(apps: readonly T[], selection: readonly string[]): T[] {
  return selection.flatMap((id) => apps.filter((app) => app.id === id));
}
