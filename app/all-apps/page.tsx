import { AppPicker } from '@/components/app-picker/app-picker';
import { FirstPaintReveal } from '@/components/app-picker/first-paint-reveal';
import { InlineIllustration } from '@/components/inline-illustration';
import { NavLink } from '@/components/nav-link';
import { PageHeader } from '@/components/page-header';
import { sectionInner } from '@/components/styles';
import { catalogue } from '@/content/catalogue';
import { allAppsPage } from '@/content/pages';
import { ROUTES } from '@/content/routes.mjs';
import { REGISTER_URL } from '@/lib/app-urls';
import { pageMetadata } from '@/lib/page-metadata';
import { toPickerModules } from '@/lib/view-mode';

export const metadata = pageMetadata({
  title: allAppsPage.title,
  description: allAppsPage.description,
  path: ROUTES.allApps,
});

export default function AllAppsPage() {
  const modules = toPickerModules(catalogue);
  // Each module's title image, inline (no request near the first screen); 96 × 72, shown 56 px high.
  const illustrations = Object.fromEntries(
    modules.map((module) => [
      module.phase,
      <InlineIllustration key={module.phase} src={module.image} className="aspect-[4/3] h-14 [&>svg]:size-full" />,
    ]),
  );
  return (
    <>
      <PageHeader eyebrow={allAppsPage.eyebrow} title={allAppsPage.title} lead={allAppsPage.lead} />
      <noscript>
        <p className={`${sectionInner} mb-8`}>
          <span className="block rounded-lg border border-line bg-sand px-4 py-3 text-ink">
            {allAppsPage.noScript}{' '}
            <NavLink
              link={{ label: allAppsPage.noScriptLink, href: REGISTER_URL, external: true }}
              className="font-semibold text-brand-700 underline underline-offset-2"
            />
          </span>
        </p>
      </noscript>
      <FirstPaintReveal count={modules.reduce((sum, module) => sum + module.apps.length, 0)} />
      <AppPicker modules={modules} illustrations={illustrations} />
    </>
  );
}
