// `:user-valid` and `:user-invalid` say what the visitor changed or tried to send before the code
// came. Next.js builds for browsers that lack them (Chromium before 119, Safari before 16.5), where a
// query naming them throws, and the page would fall to its error screen. There the selectors match
// nothing: what the visitor did before the code counts as untouched.
const known = typeof CSS !== 'undefined' && CSS.supports('selector(:user-valid)');

/** A control the visitor changed, and valid. */
export const USER_VALID = known ? ':user-valid' : ':not(*)';
/** A control the visitor changed or tried to send, valid or not. */
export const USER_TOUCHED = known ? ':user-invalid, :user-valid' : ':not(*)';
