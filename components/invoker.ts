/** What a button can ask of the element it controls, without any script (HTML invoker commands). */
type Command = 'show-modal' | 'request-close' | 'show-popover' | 'hide-popover';

/**
 * The attributes of a button that runs `command` on the element `target` (its id): the browser
 * does it at the tap, before and without the page's code (Chromium 135+, Firefox 144+, Safari 26.2+).
 * React passes lowercase attributes through as written.
 */
export function invoke(target: string, command: Command): Record<string, string> {
  return { commandfor: target, command };
}

/** Whether this browser runs invoker commands; where it does not, the islands run them in code. */
export const invokersSupported = () => 'command' in HTMLButtonElement.prototype;
