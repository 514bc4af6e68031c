import { Icon } from '@/components/icon';
import { PageFrame } from '@/components/page-frame';
import { PageHeader } from '@/components/page-header';
import { card, eyebrow, sectionInner, sectionTitle } from '@/components/styles';
import { aboutHeader, journey, missionVision, originStory, philosophy, whatWeDo } from '@/content/about';
import { aboutPage } from '@/content/pages';
import { ROUTES } from '@/content/routes.mjs';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata({
  title: aboutPage.title,
  description: aboutPage.description,
  path: ROUTES.aboutUs,
});

export default function AboutPage() {
  return (
    <PageFrame current={ROUTES.aboutUs}>
      <PageHeader eyebrow={aboutPage.eyebrow} title={aboutHeader.title} lead={aboutHeader.lead} />

      <section aria-labelledby="story-title" className="py-16">
        <div className={sectionInner}>
          <h2 id="story-title" className={sectionTitle}>
            {aboutPage.storyTitle}
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {originStory.map((chapter, index) => (
              <li key={chapter.title} className={card}>
                <p className="text-sm font-semibold text-brand-700">0{index + 1}</p>
                <h3 className="mt-2 text-xl font-semibold">{chapter.title}</h3>
                <p className="mt-3 leading-7 text-ink-muted">{chapter.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-label={aboutPage.missionLabel} className="bg-sand py-16">
        <div className={`${sectionInner} grid gap-10 md:grid-cols-2`}>
          {missionVision.map((item) => (
            <div key={item.title}>
              <h2 className="text-2xl font-bold">{item.title}</h2>
              <p className="mt-3 text-lg leading-8 text-ink-soft">{item.text}</p>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="what-title" className="py-16">
        <div className={sectionInner}>
          <p className={eyebrow}>{aboutPage.whatWeDo.eyebrow}</p>
          <h2 id="what-title" className={`mt-3 ${sectionTitle}`}>
            {aboutPage.whatWeDo.title}
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {whatWeDo.map((item) => (
              <li key={item.title} className={card}>
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50">
                  <Icon name={item.icon} />
                </span>
                <h3 className="mt-5 text-xl font-semibold">{item.title}</h3>
                <p className="mt-2 leading-7 text-ink-muted">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="journey" aria-labelledby="journey-title" className="bg-sand py-16">
        <div className={sectionInner}>
          <h2 id="journey-title" className={sectionTitle}>
            {aboutPage.journeyTitle}
          </h2>
          <ol className="mt-10 space-y-8 border-l-2 border-brand-200 pl-8">
            {journey.map((milestone) => (
              <li key={milestone.year} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute top-1.5 -left-[2.55rem] size-4 rounded-full border-4 border-sand bg-brand-600"
                />
                <p className="text-sm font-bold text-brand-700">{milestone.year}</p>
                <h3 className="mt-1 text-lg font-semibold">{milestone.title}</h3>
                <p className="mt-1 max-w-2xl leading-7 text-ink-muted">{milestone.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="philosophy-title" className="py-16">
        <div className={`${sectionInner} max-w-3xl text-center`}>
          <h2 id="philosophy-title" className={eyebrow}>
            {philosophy.title}
          </h2>
          <blockquote className="mt-6 text-2xl leading-10 font-semibold text-balance md:text-3xl">
            “{philosophy.quote}”
          </blockquote>
          <p className="mt-6 text-lg text-ink-muted">{philosophy.text}</p>
        </div>
      </section>
    </PageFrame>
  );
}
