import type { PickerRequest } from './picker-url';
import { appsForMode, type PickerModule, type ViewMode } from './view-mode';

/** What the picker needs to know about an app to select it. */
export interface SelectableApp {
  id: string;
  disabled: boolean;
}

/** The picker's state: the view mode, and the selected app ids in the order they were chosen. */
export interface PickerState {
  mode: ViewMode;
  selection: readonly string[];
}

export type PickerAction =
  { type: 'toggle'; app: SelectableApp } | { type: 'clear' } | { type: 'switch-mode'; mode: ViewMode };

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
      // Switching mode starts a new selection (the apps on offer are not the same); the active
      // mode's button changes nothing.
      return action.mode === state.mode ? state : { mode: action.mode, selection: [] };
  }
}

/**
 * The picker as a link opened it: the link's mode, and the app it names selected when that mode
 * offers it and it can be tried (a products page's "Try for free" link names its app).
 */
export function pickerFromRequest(modules: PickerModule[], request: PickerRequest): PickerState {
  const offered = appsForMode(modules, request.mode).flatMap((module) => module.apps);
  const app = offered.find((candidate) => candidate.id === request.app);
  return { mode: request.mode, selection: app ? toggleApp([], app) : [] };
}

/** The selected apps themselves, in selection order (ids no longer on offer are skipped). */
export function selectedApps<T extends { id: string }>(apps: readonly T[], selection: readonly string[]): T[] {
  return selection.flatMap((id) => apps.filter((app) => app.id === id));
}
