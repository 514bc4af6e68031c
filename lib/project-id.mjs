// Shared by the browser code (lib/firebase-config.ts) and the production build's check
// (scripts/lib/config.mjs), so that a bad project id fails the build, not a visitor's booking.

// Google Cloud project ids: 6 to 30 lowercase letters, digits or hyphens, starting with a letter
// and not ending with a hyphen; old Workspace projects carry a `domain:` prefix. Anything else
// (a display name, a pasted quote or URL) would only fail later, as a confusing 404 on save.
const PROJECT_ID = /^(?:[a-z0-9][a-z0-9.-]*[a-z0-9]:)?[a-z][a-z0-9-]{4,28}[a-z0-9]$/;

/** Whether `value` is a Firebase (Google Cloud) project id. */
export function isProjectId(value) {
  return PROJECT_ID.test(value);
}
