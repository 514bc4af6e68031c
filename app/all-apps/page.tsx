import { Icon } from '@/components/icon';
import { PageHeader } from '@/components/page-header';
import { sectionInner } from '@/components/styles';
import { catalogue } from '@/content/catalogue';
import { allAppsPage } from '@/content/pages';
import { pageMetadata } from '@/lib/page-metadata';
import { toPickerModules } from '@/lib/view-mode';

export const metadata = pageMetadata({
  title: allAppsPage.title,
  description: allAppsPage.description,
  path: '/all-apps',
});

export default function AllAppsPage() {
  const modules = toPickerModules(catalogue);
  return (
    <>
      <PageHeader eyebrow={allAppsPage.eyebrow} title={allAppsPage.title} lead={allAppsPage.lead} />
      <div className={`${sectionInner} space-y-16 pb-20`}>
        {modules.map((module) => (
          <section key={module.phase} aria-labelledby={`module-${module.phase}`}>
            <div className="flex items-center gap-4">
              <img src={module.image} alt="" width={96} height={72} className="h-16 w-auto" />
              <h2 id={`module-${module.phase}`} className="text-2xl font-bold">
                {module.heading}
              </h2>
            </div>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {module.apps.map((app) => (
                <li
                  key={app.id}
                  className={`flex gap-4 rounded-2xl border border-line p-5 ${app.disabled ? 'bg-sand/60 text-ink-muted' : 'bg-white shadow-card'}`}
                >
                  <Icon name={app.icon} className="size-8" />
                  <div>
                    <h3 className="font-semibold">{app.name}</h3>
                    <p className="mt-1 text-sm leading-6 text-ink-muted">{app.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
