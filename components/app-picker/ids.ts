/** The picker's view-mode radios' name (`?usertype=` names the same choice). */
export const MODE_INPUT = 'usertype';

/** The selection panel's id: the bar at 900px or narrower opens it as a popover. */
export const PANEL_ID = 'picker-panel';
