// Nothing a visitor does is lost while the page's code is still on its way (docs/site.md, "Taps
// before the code has loaded"). Next.js' scripts start after the first paint
// (scripts/lib/defer-scripts.mjs), so for a second or two on a phone the page is drawn but no React
// listener is attached. Like Google's JSAction, a tiny inline script in <head> records what needs
// code and hands it over once the code has run (lib/early-input.ts replays it):
// - a click on a <button> (a tap, or Enter or Space on a focused one, which browsers turn into a
//   click) is kept, in order, and stopped before React's root listener could half-see it; a
//   second click on the same button within the double-click window is the same intent, kept once;
//   a toggle's state as the visitor saw it (`aria-pressed`) is kept with the click, and the click
//   is not replayed if the page has set the toggle otherwise since (an app the link selected);
// - a button whose `aria-controls` names a <dialog> opens that dialog at once, so the visitor sees
//   the booking dialog's frame in the next frame (see DIALOG_OPENING), and its form's first draw
//   a frame or two later (see DIALOG_SHOWN); an Escape pressed before it has turned modal closes
//   it, as Escape closes a modal dialog (the code opens the dialog the same way, E.open; a replayed
//   Escape, meant for a menu, does not);
// - the first kept click starts loading the page's scripts at once, whatever the loader waits for;
// - links, <summary> menus and the buttons of a <form> (a dialog's method="dialog" Close) work
//   without code, and are left to the browser; except a link whose address follows the state a
//   kept tap changes (`data-follows-input`: the products page's Try for free follows the view
//   mode): clicked while taps are kept, it is kept after them, so that it goes where the visitor's
//   earlier tap pointed it (a plain click only: a modified click or a new tab stays the browser's);
// - the keys of the tabs and menu patterns (arrows, Home, End, Escape) on a focused tab or inside a
//   header menu (`details[data-menu]`) are kept too, and the page does not scroll for them
//   meanwhile; a click outside an open header menu, or on a link in it, closes it, as the menu's
//   code will (a link to a section of this page leaves the page, and the menu, where they are).
// - a form drawn in the HTML before its code (`data-shell`: the booking dialog's form, typed in
//   at once) is never submitted by the browser: a submit (Enter in a field, or its Submit) marks
//   it `data-submitted` instead, and the form's code submits when it takes over, whenever that is;
//   closing its dialog takes the mark off (a closed dialog is a submit taken back) and empties the
//   form, before the code or after it, so that a dialog opened again starts fresh and does not
//   submit itself.
// Shared with scripts/lib/defer-scripts.mjs (the loader) and lib/early-input.ts (the replay).

/** The global the early script keeps its queue in: { queue: [{ target, key? }], ready, replaying, load }. */
export const EARLY_INPUT = '__earlyInput';

/** Two clicks on one button closer than this are one intent (a double tap on a page that did not answer). */
export const DOUBLE_CLICK_MS = 500;

/** Keys kept on a focused tab (role="tab") or inside a header menu. */
export const KEPT_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Escape'];

/** Marks a link whose address follows the state a kept tap changes (see above). */
export const FOLLOWS_INPUT = 'data-follows-input';

/** Marks a form drawn before its code (see above), and the mark a submit leaves on it. */
export const SHELL_FORM = 'data-shell';
export const SHELL_SUBMITTED = 'data-submitted';

/**
 * How a dialog opens (`E.open`, here and for components/demo/demo-booking.tsx), so that the frame
 * after the tap shows it: opening a modal dialog restyles the whole page (all but the dialog goes
 * inert), 20-60 ms of a slow phone's main thread in that frame. So it opens non-modal first
 * (`show()`: only the dialog is styled), marked DIALOG_OPENING, which app/globals.css draws exactly
 * as the modal (fixed, centred, the backdrop's colour around it); once that frame is drawn, it
 * becomes modal (the `open` attribute removed, which fires no close event, then `showModal()`),
 * unless the visitor closed it meanwhile (Escape, which a non-modal dialog ignores, closes it too,
 * with its `cancel` event as a modal's, before the code or after: its listener is never removed).
 * Before `showModal()`, focus goes back to where it was
 * before `show()` (the button), as `showModal()` remembers what had focus to return it on closing:
 * otherwise focus would return to the dialog's own Close button, hidden by then. Tap to dialog
 * visible, the hero's button at 0 ms on the bench's phone: 69 ms median against 121 (10 taps
 * each, interleaved: docs/benchmark.md).
 */
export const DIALOG_OPENING = 'data-opening';

/**
 * Set on a dialog at the start of its frame after the one that made it modal: until then the form
 * drawn before its code is not laid out (app/globals.css). On a slow phone the form's fields would
 * add as much again to the frame that answers the tap, so the frame and title come first and the
 * fields later.
 */
export const DIALOG_SHOWN = 'data-shown';

/** Where keys are kept: the elements whose keyboard handling is code. */
const KEY_TARGETS = '[role=tab],details[data-menu] *';

export const EARLY_INPUT_SCRIPT = `(function(w,d){var E=w.${EARLY_INPUT}={queue:[],ready:false,replaying:false,load:null},last=null,lastAt=0;function open(x){var back=d.activeElement;x.setAttribute('${DIALOG_OPENING}','');x.show();requestAnimationFrame(function(){setTimeout(function(){if(x.open&&x.hasAttribute('${DIALOG_OPENING}')){x.removeAttribute('open');var a=d.activeElement;if(a&&a!==back&&x.contains(a))a.blur();if(back&&back.focus)back.focus({preventScroll:true});x.showModal()}x.removeAttribute('${DIALOG_OPENING}');requestAnimationFrame(function(){x.setAttribute('${DIALOG_SHOWN}','')})})})}E.open=open;function keep(e,entry){e.stopPropagation();E.queue.push(entry);if(E.load)E.load()}w.addEventListener('click',function(e){if(E.ready||E.replaying)return;var t=e.target,m=d.querySelectorAll('details[data-menu][open]');for(var i=0;i<m.length;i++)if(!m[i].contains(t)||(t.closest&&t.closest('a')))m[i].open=false;var a=t&&t.closest?t.closest('a[${FOLLOWS_INPUT}]'):null;if(a&&E.queue.length&&!e.button&&!e.ctrlKey&&!e.metaKey&&!e.shiftKey&&!e.altKey&&!a.target){e.preventDefault();return keep(e,{target:a})}var b=t&&t.closest?t.closest('button'):null;if(!b||b.disabled||b.form)return;var now=Date.now(),again=b===last&&now-lastAt<=${DOUBLE_CLICK_MS};last=b;lastAt=now;var c=b.getAttribute('aria-controls'),x=c&&d.getElementById(c);if(x&&x.showModal&&!x.open)open(x);if(again)e.stopPropagation();else keep(e,{target:b,pressed:b.getAttribute('aria-pressed')})},true);w.addEventListener('keydown',function(e){var t=e.target,o=e.isTrusted&&e.key==='Escape'&&d.querySelector('dialog[open][${DIALOG_OPENING}]');if(o){e.preventDefault();if(o.dispatchEvent(new Event('cancel',{cancelable:true})))o.close();return}if(E.ready||E.replaying||!t||!t.matches||!t.matches(${JSON.stringify(KEY_TARGETS)})||${JSON.stringify(KEPT_KEYS).replaceAll('"', "'")}.indexOf(e.key)<0)return;e.preventDefault();keep(e,{target:t,key:e.key})},true);w.addEventListener('submit',function(e){var f=e.target;if(!f||!f.hasAttribute||!f.hasAttribute('${SHELL_FORM}'))return;e.preventDefault();f.setAttribute('${SHELL_SUBMITTED}','');if(!E.ready&&E.load)E.load()},true);w.addEventListener('close',function(e){var f=e.target&&e.target.querySelector?e.target.querySelector('form[${SHELL_FORM}]'):null;if(f){f.removeAttribute('${SHELL_SUBMITTED}');f.reset()}},true)})(window,document)`;
