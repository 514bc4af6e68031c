import { APP_URL } from './env.mjs';

/** The separate web app's pages (DECISIONS.md, "Names and links"): each opens in a new tab. */
export const SIGN_IN_URL = `${APP_URL}/login`;
export const REGISTER_URL = `${APP_URL}/register`;
export const TRIAL_URL = `${APP_URL}/trial`;
