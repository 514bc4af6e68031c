import { AppPicker } from '@/components/app-picker/app-picker';
import { DemoBooking } from '@/components/demo/demo-booking';
import { InlineIllustration } from '@/components/inline-illustration';
import { PageFrame } from '@/components/page-frame';
import { PageHeader } from '@/components/page-header';
import { catalogue } from '@/content/catalogue';
import { allAppsPage } from '@/content/pages';
import { ROUTES } from '@/content/routes.mjs';
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
    <PageFrame current={ROUTES.allApps}>
      <PageHeader eyebrow={allAppsPage.eyebrow} title={allAppsPage.title} lead={allAppsPage.lead} />
      <AppPicker modules={modules} illustrations={illustrations} />
      <DemoBooking />
    </PageFrame>
  );
}
