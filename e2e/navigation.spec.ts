import { expect, test, type Locator, type Page } from './support/test';

import { accessibleNode } from './support/accessibility-tree';
import { navigationText, socialLinks } from '../content/navigation';
import { productsPage } from '../content/pages';
import { resources } from '../content/home';
import { BRAND_NAME, CONTACT, COPYRIGHT_NOTE, COPYRIGHT_YEAR, TAGLINE } from '../content/site';
import { REGISTER_URL, SIGN_IN_URL } from '../lib/app-urls';
import { codeHasCome } from './support/network';
import { gotoBeforeTheCode, testFromTheHtml } from './support/scripts';
import { pixelsOf } from './support/pixels';
import { VIEWPORTS } from './support/routes';

async function expectExternal(link: Locator, href: string) {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

/** Follows an internal link and checks where it lands, including a #section that exists there. */
async function expectLeadsTo(page: Page, link: Locator, path: string, hash?: string) {
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${path}${hash ? `#${hash}` : ''}$`));
  if (!hash) return;
  const target = page.locator(`#${hash}`);
  await expect(target).toBeInViewport();
  // It stops just below the fixed header: not under it, and not a header's height further down
  // (unless the page ends first).
  const header = (await page.getByRole('banner').boundingBox())?.height ?? 0;
  await expect
    .poll(() =>
      target.evaluate(
        (element, limit) => {
          const top = element.getBoundingClientRect().top;
          const atEnd = Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight;
          return top >= limit.low && (top <= limit.high || atEnd);
        },
        { low: header - 1, high: header + 24 },
      ),
    )
    .toBe(true);
}

test.describe('header', () => {
  test.describe('on a desktop', () => {
    test.use({ viewport: VIEWPORTS.desktop });

    test('the logo leads to the top of /home, also from /home scrolled down', async ({ page }) => {
      await page.goto('/home');
      await codeHasCome(page); // with the page's code: a next/link was then the router's, which kept the scroll
      await page.mouse.wheel(0, 2000);
      await expect(page.getByRole('heading', { level: 1, name: TAGLINE })).not.toBeInViewport();
      await page.getByRole('banner').getByRole('link', { name: BRAND_NAME }).click();
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('heading', { level: 1, name: TAGLINE })).toBeInViewport();
    });

    test("from an address with a campaign's tags, a link to a section of the page jumps there, on the same page", async ({
      page,
    }) => {
      await page.goto('/home?utm_source=newsletter');
      const manage = page.getByRole('group', { name: 'Phases' }).getByRole('radio', { name: 'Manage' });
      await manage.check();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'SERVICES' }).click();
      await expect(page).toHaveURL(/\/home\?utm_source=newsletter#services$/);
      await expect(manage).toBeChecked(); // not the page loaded again: the tab chosen is still chosen
      // The footer's too: its link to a phase's tab chooses that tab (the code's part), on the same
      // page.
      await codeHasCome(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Design & Drawings' }).click();
      await expect(page).toHaveURL(/\/home\?utm_source=newsletter#services-design$/);
      await expect(page.getByRole('group', { name: 'Phases' }).getByRole('radio', { name: 'Design' })).toBeChecked();
    });

    test("a section link on the page it is on moves Tab's starting point to that section", async ({ page }) => {
      // A keyboard or screen reader user who follows a link to a section of this page goes on from
      // that section: the next Tab is in it, not back in the header.
      await page.goto('/home');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const followTo = async (id: string) => {
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`/home#${id}$`));
        await page.keyboard.press('Tab');
        await expect.poll(() => page.evaluate(() => document.activeElement?.closest('section, footer')?.id)).toBe(id);
      };
      // From the COMPANY menu: its arrow keys are the code's.
      await codeHasCome(page);
      await nav.locator('summary').focus();
      await page.keyboard.press('ArrowUp'); // opens the menu on its last link
      await expect(nav.getByRole('link', { name: 'Contact Us' })).toBeFocused();
      await followTo('contact');

      await nav.getByRole('link', { name: 'SERVICES' }).focus();
      await followTo('services');
    });

    test('Back and Forward over a section link and another page show the right page', async ({ page }) => {
      await page.goto('/home');
      await codeHasCome(page); // the page's router hears every Back and Forward once it runs
      const nav = page.getByRole('navigation', { name: 'Main' });
      const home = page.getByRole('heading', { level: 1, name: TAGLINE });
      const products = page.getByRole('heading', { level: 1, name: productsPage.title });
      await nav.getByRole('link', { name: 'SERVICES' }).click();
      await expect(page).toHaveURL(/\/home#services$/);
      await nav.getByRole('link', { name: 'PRODUCT' }).click();
      await expect(products).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/home#services$/);
      await expect(home).toBeVisible();
      await expect(products).toHaveCount(0);
      await page.goForward();
      await expect(page).toHaveURL(/\/products-list$/);
      await expect(products).toBeVisible();
    });

    test("HOME, PRODUCT, SERVICES and COMPANY's Contact Us go where the spec says, from another page", async ({
      page,
    }) => {
      const nav = page.getByRole('navigation', { name: 'Main' });
      await page.goto('/team');
      await expectLeadsTo(page, nav.getByRole('link', { name: 'HOME' }), '/home', 'home');
      await page.goto('/team');
      await expectLeadsTo(page, nav.getByRole('link', { name: 'PRODUCT' }), '/products-list');
      await page.goto('/team');
      await expectLeadsTo(page, nav.getByRole('link', { name: 'SERVICES' }), '/home', 'services');
      await page.goto('/team');
      await nav.getByText('COMPANY').click();
      await expectLeadsTo(page, nav.getByRole('link', { name: 'Contact Us' }), '/home', 'contact');
    });

    test('Sign in opens the app login in a new tab and Try For Free goes to all-apps', async ({ page }) => {
      await page.goto('/about-us');
      const banner = page.getByRole('banner');
      await expectExternal(banner.getByRole('link', { name: 'Sign in' }), SIGN_IN_URL);
      await expectLeadsTo(page, banner.getByRole('link', { name: 'Try For Free' }), '/all-apps');
    });

    test('the COMPANY dropdown works with the keyboard, reports its state and closes when Tab leaves it', async ({
      page,
    }) => {
      await page.goto('/home');
      await codeHasCome(page); // Escape and the arrow keys are the code's (Enter and Space, the browser's)
      const toggle = page.locator('nav[aria-label="Main"] summary');
      const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
      const aboutUs = links.filter({ hasText: 'About Us' });
      await toggle.focus();
      await expect(aboutUs).toBeHidden();

      await page.keyboard.press('Enter');
      await expect(aboutUs).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(aboutUs).toBeHidden();
      await expect(toggle).toBeFocused();

      await page.keyboard.press('Space');
      await expect(aboutUs).toBeVisible();
      await page.keyboard.press('Space');
      await expect(aboutUs).toBeHidden();

      await page.keyboard.press('ArrowDown');
      await expect(links.filter({ hasText: 'About Us' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(links.filter({ hasText: 'The team' })).toBeFocused();
      await page.keyboard.press('End');
      await expect(links.filter({ hasText: 'Contact Us' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(links.filter({ hasText: 'About Us' })).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(links.filter({ hasText: 'Contact Us' })).toBeFocused();
      await page.keyboard.press('Home');
      await expect(links.filter({ hasText: 'About Us' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(aboutUs).toBeHidden();
      await expect(toggle).toBeFocused();

      // Closing as focus leaves is the code's too.
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('End');
      await page.keyboard.press('Tab'); // past its last link
      await expect(aboutUs).toBeHidden();
      await expect(toggle).not.toBeFocused();
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(aboutUs).toBeVisible();
      await page.keyboard.press('Shift+Tab'); // back before its toggle
      await expect(aboutUs).toBeHidden();

      await toggle.focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/team$/);
    });

    test('the COMPANY toggle is announced as a collapsed or expanded button', async ({ page }) => {
      await page.goto('/home');
      const selector = 'nav[aria-label="Main"] summary';
      for (const expanded of [false, true]) {
        if (expanded) await page.locator(selector).click();
        expect(await accessibleNode(page, selector)).toEqual({ role: 'DisclosureTriangle', name: 'COMPANY', expanded });
      }
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: VIEWPORTS.mobile });

    test('the menu opens by keyboard, lists every header link and closes with Escape', async ({ page }) => {
      await page.goto('/products-list');
      await codeHasCome(page); // Escape is the code's
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      const menu = page.locator('header details').filter({ has: page.locator('summary', { hasText: 'Menu' }) });
      const toggle = menu.locator('summary');
      const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(mobileNav).toBeVisible(); // with every link: the menu from the HTML, below
      await expectExternal(mobileNav.getByRole('link', { name: /Sign in/ }), SIGN_IN_URL);
      await page.keyboard.press('ArrowDown');
      await expect(mobileNav.getByRole('link', { name: 'HOME' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(mobileNav).toBeHidden();
      await expect(toggle).toBeFocused();

      // A tap between the links leaves the focus on the page: Escape still closes the menu.
      await toggle.click();
      await mobileNav.getByText(navigationText.company, { exact: true }).click();
      await expect(toggle).not.toBeFocused();
      await page.keyboard.press('Escape');
      await expect(mobileNav).toBeHidden();
      await expect(toggle).toBeFocused();
    });

    test('choosing a link to a section of this page closes the menu; one opened in a new tab leaves it open', async ({
      page,
    }) => {
      await page.goto('/home');
      await codeHasCome(page); // closing is the code's
      const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
      await page.getByText('Menu', { exact: true }).click();
      const newTab = page.context().waitForEvent('page');
      await mobileNav.getByRole('link', { name: 'The team' }).click({ modifiers: ['ControlOrMeta'] });
      await (await newTab).waitForURL(/\/team$/);
      await expect(mobileNav).toBeVisible();
      await expect(page).toHaveURL(/\/home$/);

      await mobileNav.getByRole('link', { name: 'Contact Us' }).click();
      await expect(page).toHaveURL(/\/home#contact$/);
      await expect(mobileNav).toBeHidden();
    });
  });
});

test.describe("the header's link to the page it is on", () => {
  test.use({ viewport: VIEWPORTS.desktop });
  /** Each page's own link, in the header's bar (or its COMPANY menu) and in the phone's menu. */
  const own = { '/home': 'HOME', '/products-list': 'PRODUCT', '/about-us': 'About Us', '/team': 'The team' };
  const currentLinks = (page: Page, where: 'banner' | 'contentinfo' = 'banner') =>
    page.getByRole(where).locator('a[aria-current="page"]');
  /** The footer's, on the pages it links to without a section. */
  const ownInFooter: Record<string, string> = { '/about-us': 'About Us', '/privacy': 'Privacy notice' };

  test.describe('in the HTML', () => {
    test.use({ javaScriptEnabled: false });

    test("says it is the current page, and no other does, and is drawn underlined; the footer's too", async ({
      page,
    }) => {
      for (const [path, name] of [...Object.entries(own), ['/all-apps', 'Try For Free'], ['/privacy', '']] as const) {
        await page.goto(path);
        await expect(currentLinks(page), path).toHaveText(name ? [name, name] : []);
        const footer = ownInFooter[path];
        await expect(currentLinks(page, 'contentinfo'), path).toHaveText(footer ? [footer] : []);
        for (const link of [...(await currentLinks(page).all()), ...(await currentLinks(page, 'contentinfo').all())])
          await expect(link).toHaveCSS('text-decoration-line', 'underline');
      }
    });

    test('marks COMPANY, closed, on a page of its menu', async ({ page }) => {
      const company = page.getByRole('navigation', { name: 'Main' }).getByText('COMPANY');
      for (const path of ['/about-us', '/team']) {
        await page.goto(path);
        await expect(company, path).toHaveCSS('text-decoration-line', 'underline');
      }
      await page.goto('/home');
      await expect(company).toHaveCSS('text-decoration-line', 'none');
    });
  });
});

// The menus are <details>: opening, closing and following a link are the browser's, before the
// page's code and without it (the keys and the click outside are the code's, above).
test.describe('the header menus from the HTML', () => {
  test.describe('COMPANY, on a desktop', () => {
    test.use({ viewport: VIEWPORTS.desktop });

    testFromTheHtml('/team', async (page, withCode) => {
      const nav = page.getByRole('navigation', { name: 'Main' });
      const toggle = nav.getByText('COMPANY');
      const aboutUs = nav.getByRole('link', { name: 'About Us' });
      await expect(aboutUs).toBeHidden();
      await toggle.click();
      await expect(aboutUs).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Contact Us' })).toBeVisible();
      if (withCode) {
        // A click outside closes it: the code's.
        await page.getByRole('heading', { level: 1 }).click();
        await expect(aboutUs).toBeHidden();
        await toggle.click();
        await expect(aboutUs).toBeVisible();
      }
      await toggle.click();
      await expect(aboutUs).toBeHidden();
      await toggle.click();
      await expectLeadsTo(page, aboutUs, '/about-us');
    });

    test('a menu opened before the code is still open when the code comes', async ({ page }) => {
      const release = await gotoBeforeTheCode(page, '/home');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByText('COMPANY').click();
      await expect(nav.getByRole('link', { name: 'The team' })).toBeVisible();
      release();
      await codeHasCome(page);
      await expect(nav.getByRole('link', { name: 'The team' })).toBeVisible();
      await page.keyboard.press('Escape'); // and the code runs it from there
      await expect(nav.getByRole('link', { name: 'The team' })).toBeHidden();
    });
  });

  test.describe('Menu, on a phone', () => {
    test.use({ viewport: VIEWPORTS.mobile });

    testFromTheHtml('/team', async (page) => {
      const toggle = page.locator('header summary', { hasText: 'Menu' });
      const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
      await expect(mobileNav).toBeHidden();
      await toggle.click();
      for (const name of ['HOME', 'PRODUCT', 'SERVICES', 'About Us', 'The team', 'Contact Us', 'Try For Free'])
        await expect(mobileNav.getByRole('link', { name, exact: true })).toBeVisible();
      await toggle.click();
      await expect(mobileNav).toBeHidden();
      await toggle.click();
      await expectLeadsTo(page, mobileNav.getByRole('link', { name: 'PRODUCT' }), '/products-list');
    });

    test.describe(() => {
      test.use({ javaScriptEnabled: false });
      test('without JavaScript, Tab out of it hides it, so it covers nothing; back on its toggle it shows', async ({
        page,
      }) => {
        await page.goto('/team');
        const toggle = page.locator('header summary', { hasText: 'Menu' });
        const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
        await toggle.focus();
        await page.keyboard.press('Enter');
        await expect(mobileNav).toBeVisible();
        const links = await mobileNav.getByRole('link').count();
        for (let stop = 0; stop <= links; stop += 1) await page.keyboard.press('Tab');
        await expect(mobileNav).toBeHidden();
        await expect(page.locator(':focus')).toBeInViewport({ ratio: 1 });
        await page.keyboard.press('Shift+Tab');
        await expect(toggle).toBeFocused();
        await expect(mobileNav).toBeVisible(); // still open: only the code closes it
        await page.keyboard.press('Enter');
        await expect(mobileNav).toBeHidden();
      });
    });
  });
});

test.describe('the skip link', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`on a ${name}, the first Tab shows it, padded, and it takes the next Tab into the page`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/home');
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: navigationText.skipToContent });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport({ ratio: 1 });
      // The text stands clear of its focus ring, drawn at the link's edges (or inside them).
      const { gaps, ring } = await skip.evaluate((link) => {
        const range = document.createRange();
        range.selectNodeContents(link);
        const [box, text] = [link.getBoundingClientRect(), range.getBoundingClientRect()];
        const { outlineOffset } = getComputedStyle(link);
        return {
          gaps: [text.left - box.left, box.right - text.right, text.top - box.top, box.bottom - text.bottom],
          ring: Math.max(0, -parseFloat(outlineOffset)), // how far in it is drawn
        };
      });
      for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(ring + 4);
      // Nothing in the header shows cut by it: each control is wholly under it or wholly beside it.
      const over = await skip.boundingBox();
      for (const control of await page
        .getByRole('banner')
        .locator('a:visible, button:visible, summary:visible')
        .all()) {
        const box = await control.boundingBox();
        if (!over || !box) throw new Error('no box');
        const [right, bottom] = [box.x + box.width, box.y + box.height];
        const apart =
          box.x >= over.x + over.width || right <= over.x || box.y >= over.y + over.height || bottom <= over.y;
        const under =
          box.x >= over.x && right <= over.x + over.width && box.y >= over.y && bottom <= over.y + over.height;
        expect(apart || under, await control.innerText()).toBe(true);
      }
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
    });
  }
});

test.describe('footer', () => {
  const internal = [
    ['Company', 'About Us', '/about-us', undefined],
    ['Company', 'Careers', '/team', 'careers'],
    ['Company', 'News', '/about-us', 'journey'],
    ['Company', 'Contact', '/home', 'contact'],
    ['Company', 'Privacy notice', '/privacy', undefined],
    ['Services', 'Design & Drawings', '/home', 'services-design'],
    ['Services', 'Facility Management', '/home', 'services-manage'],
    ['Services', 'Construction Management', '/home', 'services-build'],
    ['Services', 'Support', '/home', 'contact'],
    ['Resources', 'Documentation', '/home', 'resources'],
    ['Resources', 'API', '/home', 'resources'],
    ['Resources', 'Community', '/home', 'resources'],
    ['Resources', 'Blog', '/home', 'resources'],
  ] as const;

  test('every link of its columns is one of those followed below', async ({ page }) => {
    await page.goto('/products-list');
    const links: string[] = [];
    for (const column of await page.getByRole('contentinfo').getByRole('navigation').all()) {
      const title = await column.getAttribute('aria-label');
      for (const name of await column.getByRole('link').allInnerTexts()) links.push(`${title} › ${name.trim()}`);
    }
    expect(links.sort()).toEqual(internal.map(([column, name]) => `${column} › ${name}`).sort());
  });

  for (const [column, name, path, hash] of internal) {
    test(`${column} › ${name} leads to ${path}${hash ? `#${hash}` : ''}`, async ({ page }) => {
      await page.goto('/products-list');
      const link = page.getByRole('contentinfo').getByRole('navigation', { name: column }).getByRole('link', { name });
      await expectLeadsTo(page, link, path, hash);
    });
  }

  test('the Resources it points to say they are being written, and offer a mail to ask for them', async ({ page }) => {
    await page.goto('/home#resources');
    const section = page.getByRole('region', { name: resources.title });
    await expect(section).toContainText(resources.textBefore);
    await expect(section.getByRole('link', { name: resources.writeToUs })).toHaveAttribute(
      'href',
      `mailto:${CONTACT.email}?subject=${resources.subject}`,
    );
  });

  test('has the tagline, social links with names and the copyright; Register Now opens a new tab', async ({ page }) => {
    await page.goto('/home');
    await expectExternal(page.getByRole('link', { name: /Register Now/ }), REGISTER_URL);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(TAGLINE);
    for (const { label, href } of socialLinks)
      await expectExternal(footer.getByRole('link', { name: `${label} ${navigationText.opensInNewTab}` }), href);
    await expect(footer).toContainText(`© ${COPYRIGHT_YEAR} ${BRAND_NAME}. ${COPYRIGHT_NOTE}`);
  });

  test("in Windows' forced colours the social links still show their icons", async ({ page }) => {
    // Forced colours replace the footer's dark fill with the system's, while an image keeps its own colours.
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto('/home');
    const links = page.getByRole('contentinfo').locator('a[aria-label*=" on "]');
    await expect(links).toHaveCount(3); // X, LinkedIn and Facebook: the loop cannot pass on none
    for (const link of await links.all()) {
      await link.scrollIntoViewIfNeeded();
      const name = (await link.getAttribute('aria-label')) ?? '';
      await expect.poll(() => lightnessRange(link), name).toBeGreaterThan(128);
    }
  });
});

test("in Windows' forced colours the header's buttons keep an edge, and the page does not show through it", async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/home');
  // Forced colours keep a fill's transparency: through the header's nearly opaque white, the text
  // scrolled under it would show.
  const fill = await page.getByRole('banner').evaluate((header) => getComputedStyle(header).backgroundColor);
  expect(fill).toMatch(/^rgb\(/); // no alpha: opaque
  // They drop the buttons' fill and ring, which draw their edges otherwise.
  for (const name of ['Sign in', 'Try For Free']) {
    await expect(page.getByRole('banner').getByRole('link', { name })).not.toHaveCSS('border-top-width', '0px');
  }
  await page.setViewportSize(VIEWPORTS.mobile);
  await expect(page.locator('header summary', { hasText: 'Menu' })).not.toHaveCSS('border-top-width', '0px');
});

/** How far apart the lightest and the darkest pixels of what the element shows are, 0 to 255. */
async function lightnessRange(element: Locator) {
  const { data } = await pixelsOf(element);
  const lightness = Array.from({ length: data.length / 4 }, (_, pixel) => {
    const [red = 0, green = 0, blue = 0] = data.slice(pixel * 4, pixel * 4 + 3);
    return (red + green + blue) / 3;
  });
  return Math.max(...lightness) - Math.min(...lightness);
}
