/** What a button can ask of the dialog it controls, without any script (HTML invoker commands). */
type Command = 'show-modal' | 'request-close';

/**
 * The attributes of a button that runs `command` on the element `target` (its id): the browser
 * does it at the tap, before and without the page's code (Chromium 135+, Firefox 144+, Safari 26.2+).
 * React passes lowercase attributes through as written.
 */
export function invoke(target: string, command: Command): Record<string, string> {
  return { commandfor: target, command };
}

/**
 * Where the browser has no invoker commands, the islands' code runs their dialogs' (once per page:
 * a listener added again is not added twice): a click on such a button fires `command` at its
 * dialog, with the button as its `source` as the browser's does, then opens the dialog or asks it
 * to close (a `cancel` it may refuse). A click already cancelled, as the browser's own would, does
 * nothing.
 */
export function runInvokersInCode() {
  if (!('command' in HTMLButtonElement.prototype)) document.addEventListener('click', runInvoker);
}

function runInvoker(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest('button[commandfor]') : null;
  if (!button || event.defaultPrevented) return;
  const dialog = document.getElementById(button.getAttribute('commandfor') ?? '');
  if (!(dialog instanceof HTMLDialogElement)) return;
  const command = button.getAttribute('command');
  const asked = Object.assign(new Event('command', { cancelable: true }), { source: button, command });
  if (!dialog.dispatchEvent(asked)) return;
  if (command === 'show-modal') {
    if (!dialog.open) dialog.showModal();
  } else if (dialog.open && dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
}
