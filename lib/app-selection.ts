import type { PickerRequest } from './picker-url';
import type { PickerApp, ViewMode } from './view-mode';

/**
 * The picker as a link asked for it (a products page's "Try For Free"): the link's mode, and the
 * app it names when that mode offers it and it can be tried; otherwise no app.
 */
export function arrivalSelection(
  apps: readonly Pick<PickerApp, 'id' | 'disabled' | 'individual'>[],
  request: PickerRequest,
): { mode: ViewMode; app: string | null } {
  const app = apps.find(
    (candidate) =>
      candidate.id === request.app && !candidate.disabled && (request.mode === 'business' || candidate.individual),
  );
  return { mode: request.mode, app: app?.id ?? null };
}
