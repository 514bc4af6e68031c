import { APP_IDS } from '@/content/catalogue';

import { continueToTrial, type HandoffWindow } from './trial-handoff';
import { buildTrialUrl } from './trial-url';

/** A window whose popups either open (a fake tab with an opener) or are blocked (null). */
function fakeWindow(popups: 'allowed' | 'blocked') {
  const calls: { open: string[]; assign: string[] } = { open: [], assign: [] };
  const tab = { opener: {} as unknown };
  const win: HandoffWindow = {
    open(url, target) {
      calls.open.push(`${target} ${url}`);
      return popups === 'allowed' ? tab : null;
    },
    location: { assign: (url) => calls.assign.push(url) },
  };
  return { win, calls, tab };
}

const ids = [APP_IDS.taskManagement, APP_IDS.hub];
const url = buildTrialUrl(ids, 'business');

describe('continueToTrial', () => {
  it('opens the trial URL in a new tab and cuts the new tab off from this window', () => {
    const { win, calls, tab } = fakeWindow('allowed');
    continueToTrial(ids, 'business', win);
    expect(calls).toEqual({ open: [`_blank ${url}`], assign: [] });
    expect(tab.opener).toBeNull();
  });

  it('sends this window to the trial URL when the popup is blocked', () => {
    const { win, calls } = fakeWindow('blocked');
    continueToTrial(ids, 'business', win);
    expect(calls).toEqual({ open: [`_blank ${url}`], assign: [url] });
  });

  it('carries the view mode to the trial', () => {
    const { win, calls } = fakeWindow('allowed');
    continueToTrial(ids, 'individual', win);
    expect(calls.open).toEqual([`_blank ${buildTrialUrl(ids, 'individual')}`]);
  });

  it('does nothing when nothing is selected', () => {
    const { win, calls } = fakeWindow('allowed');
    continueToTrial([], 'individual', win);
    expect(calls).toEqual({ open: [], assign: [] });
  });
});
