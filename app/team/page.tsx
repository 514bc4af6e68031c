import { PageFrame } from '@/components/page-frame';
import { PageHeader } from '@/components/page-header';
import { Portrait } from '@/components/portrait';
import { buttonPrimary, sectionInner, sectionTitle } from '@/components/styles';
import { teamPage } from '@/content/pages';
import { CONTACT } from '@/content/site';
import { joinCard, management, staffRows, type TeamMember } from '@/content/team';
import { pageMetadata } from '@/lib/page-metadata';
import { ROUTES } from '@/content/routes.mjs';

export const metadata = pageMetadata({
  title: teamPage.metaTitle,
  description: teamPage.description,
  path: ROUTES.team,
});

function MemberCard({ member, large = false }: { member: TeamMember; large?: boolean }) {
  return (
    <figure className="text-center">
      <div
        className={`mx-auto aspect-square overflow-hidden rounded-2xl shadow-card ${large ? 'w-full max-w-40' : 'w-full max-w-28'}`}
      >
        <Portrait traits={member.portrait} />
      </div>
      <figcaption className="mt-4">
        <span className="block font-semibold">{member.name}</span>
        <span className="mt-1 block text-sm text-ink-muted">{member.role}</span>
      </figcaption>
    </figure>
  );
}

export default function TeamPage() {
  return (
    <PageFrame current={ROUTES.team}>
      <PageHeader eyebrow={teamPage.eyebrow} title={teamPage.title} lead={teamPage.lead} />

      <section aria-labelledby="management-title" className="py-12">
        <div className={sectionInner}>
          <h2 id="management-title" className={sectionTitle}>
            {teamPage.managementTitle}
          </h2>
          <ul className="mt-10 grid grid-cols-2 gap-8 md:grid-cols-4">
            {management.map((member) => (
              <li key={member.name}>
                <MemberCard member={member} large />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="staff-title" className="bg-sand py-16">
        <div className={sectionInner}>
          <h2 id="staff-title" className={sectionTitle}>
            {teamPage.staffTitle}
          </h2>
          {/* On a phone the rows flow as one grid of two (`contents`), so that no row of five leaves
              one person alone mid-page. From 768 px each row is one line: five places fit beside
              their four gaps (6rem). */}
          <div className="mt-10 grid grid-cols-2 gap-x-6 gap-y-8 md:block md:space-y-10">
            {staffRows.map((row, index) => (
              <ul
                key={index}
                className="contents md:flex md:flex-wrap md:justify-center md:gap-x-6 md:gap-y-8 md:[&>li]:w-[min(10rem,calc((100%-6rem)/5))]"
              >
                {row.map((member) => (
                  <li key={member.name}>
                    <MemberCard member={member} />
                  </li>
                ))}
                {index === staffRows.length - 1 && (
                  <li>
                    <a href={joinCard.href} className="group block text-center">
                      <span
                        aria-hidden="true"
                        className="mx-auto flex aspect-square w-full max-w-28 items-center justify-center rounded-2xl border-2 border-dashed border-brand-200 bg-white text-4xl font-light text-brand-600 group-hover:border-brand-600"
                      >
                        +
                      </span>
                      <span className="mt-4 block font-semibold group-hover:text-brand-700">{joinCard.title}</span>
                      <span className="mt-1 block text-sm text-ink-muted">{joinCard.text}</span>
                    </a>
                  </li>
                )}
              </ul>
            ))}
          </div>
        </div>
      </section>

      <section id="careers" aria-labelledby="careers-title" className="py-16">
        <div className={`${sectionInner} max-w-3xl text-center`}>
          <h2 id="careers-title" className={sectionTitle}>
            {teamPage.careers.title}
          </h2>
          <p className="mt-4 text-lg text-ink-muted">{teamPage.careers.text}</p>
          <a
            className={`${buttonPrimary} mt-6`}
            href={`mailto:${CONTACT.email}?subject=${encodeURIComponent(teamPage.careers.subject)}`}
          >
            {/* One string: in a flex box, a space between two text nodes is no item, and falls out of
                the link's name. */}
            {`${teamPage.careers.writeTo} ${CONTACT.email}`}
          </a>
        </div>
      </section>
    </PageFrame>
  );
}
