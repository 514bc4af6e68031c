import { PageFrame } from '@/components/page-frame';
import { PageHeader } from '@/components/page-header';
import { card, sectionInner } from '@/components/styles';
import { GRIEVANCE_OFFICER, privacyPage, privacySections } from '@/content/privacy';
import { ROUTES } from '@/content/routes.mjs';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata({
  title: privacyPage.title,
  description: privacyPage.description,
  path: ROUTES.privacy,
});

export default function PrivacyPage() {
  return (
    <PageFrame current={ROUTES.privacy}>
      <PageHeader eyebrow={privacyPage.eyebrow} title={privacyPage.title} lead={privacyPage.lead}>
        <p className="mt-4 text-sm text-ink-muted">{privacyPage.updated}</p>
      </PageHeader>

      <div className={`${sectionInner} grid gap-12 pt-4 pb-20 lg:grid-cols-[minmax(0,1fr)_20rem]`}>
        <div className="max-w-3xl space-y-10">
          {privacySections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight">
                {section.title}
              </h2>
              {section.paragraphs.slice(0, 1).map((text) => (
                <p key={text} className="mt-3 leading-7 text-ink-soft">
                  {text}
                </p>
              ))}
              {section.list ? (
                <ul className="mt-3 list-disc space-y-1.5 pl-6 leading-7 text-ink-soft">
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
              {section.paragraphs.slice(1).map((text) => (
                <p key={text} className="mt-3 leading-7 text-ink-soft">
                  {text}
                </p>
              ))}
            </section>
          ))}
        </div>

        <aside aria-labelledby="grievance-officer" className="lg:pt-1">
          <div className={`${card} lg:sticky lg:top-24`}>
            <h2 id="grievance-officer" className="text-lg font-bold">
              {privacyPage.grievanceTitle}
            </h2>
            <address className="mt-3 space-y-1.5 text-sm leading-6 text-ink-soft not-italic">
              <span className="block font-semibold text-ink">{GRIEVANCE_OFFICER.name}</span>
              <span className="block">{GRIEVANCE_OFFICER.title}</span>
              <a className="block font-medium text-brand-700 underline" href={`mailto:${GRIEVANCE_OFFICER.email}`}>
                {GRIEVANCE_OFFICER.email}
              </a>
              <a className="block font-medium text-brand-700 underline" href={GRIEVANCE_OFFICER.phoneHref}>
                {GRIEVANCE_OFFICER.phone}
              </a>
              <span className="block">{GRIEVANCE_OFFICER.address}</span>
            </address>
          </div>
        </aside>
      </div>
    </PageFrame>
  );
}
