'use client';

import { useMemo, useState } from 'react';

import { NavLink } from '@/components/nav-link';
import { confirmationDetails as text } from '@/content/confirmation';
import { CONTACT } from '@/content/site';
import { googleCalendarUrl, whatsappUrl } from '@/lib/calendar-links';
import { CALENDAR_MEDIA_TYPE, DEMO_CALENDAR_FILE_NAME, demoCalendarFile } from '@/lib/demo-calendar';
import { demoEvent, describePreferredTime, localStart } from '@/lib/demo-event';
import { formatReference } from '@/content/demo';
import type { DemoRequest } from '@/lib/demo-schema';

const link = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

/**
 * What the page shows beside the spec's success message once a booking is saved (a chunk of its
 * own): the reference, the date and time in IST (and in the visitor's own zone when that
 * differs), calendar links, WhatsApp, and where the email went.
 */
export function BookingConfirmation({ booking }: { booking: DemoRequest }) {
  const reference = formatReference(booking.id);
  const chosen = describePreferredTime(booking);
  const event = useMemo(() => demoEvent(booking), [booking]);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const local = event && zone ? localStart(event.start, zone) : null;
  const [made] = useState(Date.now);

  return (
    <div className="space-y-3 px-4 pt-3 pb-4 text-sm leading-6 text-ink">
      <p className="font-semibold break-all">{reference}</p>
      <p>
        {chosen.asked}
        {local ? <span className="block text-ink-muted">{text.localTime(local, zone)}</span> : null}
      </p>
      {event ? (
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          {/* The .ics file, made here in the browser: the email attachment's content, no network. */}
          <a
            href={`data:${CALENDAR_MEDIA_TYPE};charset=utf-8,${encodeURIComponent(demoCalendarFile(event, made))}`}
            download={DEMO_CALENDAR_FILE_NAME}
            className={link}
          >
            {text.addToCalendar}
          </a>
          <NavLink
            link={{ label: text.googleCalendar, href: googleCalendarUrl(event), external: true }}
            className={link}
          />
        </p>
      ) : null}
      <p>
        <NavLink
          link={{
            label: text.whatsapp,
            href: whatsappUrl(CONTACT.whatsapp, text.whatsappText(reference)),
            external: true,
          }}
          className={link}
        />
      </p>
      <p className="wrap-anywhere text-ink-muted">{text.emailGoes(booking.email)}</p>
    </div>
  );
}
