import type { Page } from '@playwright/test';

/** The app picker (/all-apps) as a visitor finds it. */
export const card = (page: Page, name: string) => page.getByRole('main').getByRole('checkbox', { name, exact: true });
export const mode = (page: Page, name: 'Business' | 'Individual') =>
  page.getByRole('group', { name: 'Show apps for' }).getByRole('radio', { name });
export const panel = (page: Page) => page.getByRole('region', { name: /App Selected$/ });
export const slideIn = (page: Page) => page.getByRole('dialog', { name: /App Selected$/ });
export const bar = (page: Page) => page.getByRole('button', { name: /App Selected Review/ });
