import { DemoBooking } from '@/components/demo/demo-booking';
import { ScheduleDemoButton } from '@/components/demo/schedule-demo-button';
import { InlineIllustration } from '@/components/inline-illustration';
import { Icon } from '@/components/icon';
import { NavLink } from '@/components/nav-link';
import { PageFrame } from '@/components/page-frame';
import { ServiceTabs } from '@/components/service-tabs';
import {
  buttonLarge,
  buttonPrimary,
  buttonSecondary,
  card,
  eyebrow,
  sectionInner,
  sectionTitle,
} from '@/components/styles';
import { aboutBlurb, closingCta, hero, homePage, resources, servicesIntro, whyIntro } from '@/content/home';
import { serviceModules, valueCards } from '@/content/services';
import { ROUTES } from '@/content/routes.mjs';
import { CONTACT } from '@/content/site';
import { REGISTER_URL } from '@/lib/app-urls';
import { pageMetadata } from '@/lib/page-metadata';
import { homeStructuredData, jsonLdText } from '@/lib/structured-data';

export const metadata = pageMetadata({
  title: homePage.title,
  description: homePage.description,
  path: ROUTES.home,
});

export default function HomePage() {
  return (
    <PageFrame current={ROUTES.home}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(homeStructuredData()) }} />
      <section id="home" className="overflow-hidden bg-gradient-to-b from-sand to-white">
        <div className={`${sectionInner} grid items-center gap-12 py-16 lg:grid-cols-[1.1fr_1fr] lg:py-24`}>
          <div>
            <p className={eyebrow}>{hero.eyebrow}</p>
            <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance md:text-5xl lg:text-6xl">
              {hero.title}
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-8 text-ink-soft">{hero.lead}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ScheduleDemoButton source="hero" className={`${buttonPrimary} ${buttonLarge}`}>
                {hero.scheduleDemo}
              </ScheduleDemoButton>
              <NavLink
                link={{ label: hero.register, href: REGISTER_URL, external: true }}
                className={`${buttonSecondary} ${buttonLarge}`}
              />
            </div>
            <ul className="mt-8 flex flex-col gap-2 text-sm text-ink-soft md:flex-row md:flex-wrap md:gap-x-6">
              {hero.highlights.map((highlight) => (
                <li key={highlight} className="flex items-center gap-2">
                  <Icon name="ui:check" className="size-4" />
                  {highlight}
                </li>
              ))}
            </ul>
          </div>
          <InlineIllustration
            src="/illustrations/hero.svg"
            className="mx-auto w-full max-w-lg [&>svg]:h-auto [&>svg]:w-full"
          />
        </div>
      </section>

      <section id="services" aria-labelledby="services-title" className="py-20">
        <div className={sectionInner}>
          <p className={eyebrow}>{servicesIntro.eyebrow}</p>
          <h2 id="services-title" className={`mt-3 ${sectionTitle}`}>
            {servicesIntro.title}
          </h2>
          <p className="mt-3 text-ink-muted">{servicesIntro.lead}</p>
          <div className="mt-10">
            <ServiceTabs modules={serviceModules} label={servicesIntro.tabsLabel} />
          </div>
        </div>
      </section>

      <section id="why" aria-labelledby="why-title" className="bg-sand py-20">
        <div className={sectionInner}>
          <p className={eyebrow}>{whyIntro.eyebrow}</p>
          <h2 id="why-title" className={`mt-3 max-w-2xl ${sectionTitle}`}>
            {whyIntro.title}
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {valueCards.map((value) => (
              <li key={value.title} className={card}>
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50">
                  <Icon name={value.icon} />
                </span>
                <h3 className="mt-5 text-lg font-semibold">{value.title}</h3>
                <p className="mt-2 text-sm leading-6 text-ink-muted">{value.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="about" aria-labelledby="about-title" className="py-20">
        <div className={`${sectionInner} grid items-center gap-10 lg:grid-cols-2`}>
          <div>
            <p className={eyebrow}>{aboutBlurb.eyebrow}</p>
            <h2 id="about-title" className={`mt-3 ${sectionTitle}`}>
              {aboutBlurb.title}
            </h2>
          </div>
          <div>
            <p className="text-lg leading-8 text-ink-soft">{aboutBlurb.text}</p>
            <NavLink link={aboutBlurb.link} className="mt-4 inline-block font-semibold text-brand-700 underline" />
          </div>
        </div>
      </section>

      <section id="contact" aria-labelledby="contact-title" className="pb-20">
        <div className={sectionInner}>
          <div className="grid gap-10 rounded-3xl bg-ink px-6 py-12 text-white md:px-12 lg:grid-cols-[1.4fr_1fr]">
            <div>
              <h2 id="contact-title" className={sectionTitle}>
                {closingCta.title}
              </h2>
              <p className="mt-4 max-w-xl text-lg leading-8 text-white/85">{closingCta.text}</p>
              <ScheduleDemoButton source="closing" className={`${buttonPrimary} ${buttonLarge} mt-8`}>
                {closingCta.button}
              </ScheduleDemoButton>
            </div>
            {/* The heading outside <address>, which may not hold one. */}
            <div>
              <h3 className="text-lg font-semibold">{closingCta.contactTitle}</h3>
              <address className="not-italic">
                <ul className="mt-4 space-y-3 text-white/85">
                  <li>
                    <a className="underline hover:text-white" href={`mailto:${CONTACT.email}`}>
                      {CONTACT.email}
                    </a>
                  </li>
                  <li>
                    <a className="underline hover:text-white" href={CONTACT.phoneHref}>
                      {CONTACT.phone}
                    </a>
                  </li>
                  <li>{CONTACT.address}</li>
                </ul>
              </address>
            </div>
          </div>
        </div>
      </section>

      <section id="resources" aria-labelledby="resources-title" className="border-t border-line py-12">
        <div className={`${sectionInner} flex flex-col gap-4 md:flex-row md:items-center md:justify-between`}>
          <div className="max-w-2xl">
            <h2 id="resources-title" className="text-xl font-bold">
              {resources.title}
            </h2>
            <p className="mt-2 text-sm leading-6 text-ink-muted">
              {resources.textBefore}{' '}
              <a
                href={`mailto:${CONTACT.email}?subject=${encodeURIComponent(resources.subject)}`}
                className="font-medium text-brand-700 underline underline-offset-2"
              >
                {resources.writeToUs}
              </a>{' '}
              {resources.textAfter}
            </p>
          </div>
          <ul className="flex flex-wrap gap-2">
            {resources.items.map((item) => (
              <li key={item} className="rounded-full bg-sand px-3 py-1 text-sm font-medium text-ink-soft">
                {item}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <DemoBooking />
    </PageFrame>
  );
}
