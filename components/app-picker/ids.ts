/** The picker's view-mode radios' name (`?usertype=` names the same choice). */
export const MODE_INPUT = 'usertype';

/** The phone's slide-in (a modal dialog) with the selection, opened from the bar at 900px or narrower. */
export const SLIDE_IN_ID = 'picker-slide-in';
