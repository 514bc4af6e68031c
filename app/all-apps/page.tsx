import { AppPicker } from '@/components/app-picker/app-picker';
import { DemoBooking } from '@/components/demo/demo-booking';
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
  return (
    <PageFrame current={ROUTES.allApps}>
      <PageHeader eyebrow={allAppsPage.eyebrow} title={allAppsPage.title} lead={allAppsPage.lead} />
      <AppPicker modules={toPickerModules(catalogue)} />
      <DemoBooking />
    </PageFrame>
  );
}
