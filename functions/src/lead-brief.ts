import { leadBriefTexts as texts } from '../../content/booking';
import { catalogue } from '../../content/catalogue';
import { demoEvent, localStart } from '../../lib/demo-event';
import type { DemoRequest } from '../../lib/demo-schema';
import type { LeadContext } from '../../lib/lead-context';
import { VIEW_MODE_LABELS } from '../../lib/view-mode';

/**
 * The lead's context in plain words, for the sales alert: one line for each thing the visitor gave
 * or their browser reported, none for what is missing. Pure; the words are in content/booking.ts.
 */

/** utm_medium values of paid ads: with them, utm_source=google reads "Google Ads". */
const PAID_MEDIUMS = ['cpc', 'ppc', 'paid', 'paidsearch', 'paid_search', 'paidsocial', 'paid_social', 'display', 'cpm'];

function channelOf(source: string, medium: string | undefined): string {
  // Own keys only: utm_source=constructor must not find Object's.
  const key = source.toLowerCase();
  const name = (Object.hasOwn(texts.sources, key) ? texts.sources[key] : undefined) ?? source;
  if (medium === undefined) return name;
  return PAID_MEDIUMS.includes(medium.toLowerCase()) ? texts.ads(name) : texts.withMedium(name, medium);
}

/**
 * Where the visitor came from: the campaign tags in words ("Google Ads, campaign monsoon-2026"),
 * else the referring site ("Referral from example.org"), else "Direct" when the landing was
 * recorded with neither; null when nothing of the landing is known (a context without it says
 * nothing about where the visitor came from).
 */
export function sourceOf(context: LeadContext): string | null {
  const { utmSource, utmMedium, utmCampaign, utmTerm, utmContent, gclid, referrer, landingPath } = context;
  if ([utmSource, utmMedium, utmCampaign, utmTerm, utmContent, gclid].every((tag) => tag === undefined)) {
    if (referrer !== undefined) return texts.referral(referrer);
    return landingPath === undefined ? null : texts.direct;
  }
  // A gclid is Google Ads' own click id: tagged utm_source=google with no medium, the click was an ad.
  const googleAd =
    gclid !== undefined && (utmSource === undefined || (utmSource.toLowerCase() === 'google' && !utmMedium));
  // Tags without a source name no ad network, even with a paid medium: "Tagged link (cpc)".
  const untagged = utmMedium === undefined ? texts.taggedLink : texts.withMedium(texts.taggedLink, utmMedium);
  const channel = googleAd ? texts.googleAds : utmSource ? channelOf(utmSource, utmMedium) : untagged;
  return [
    channel,
    utmCampaign && texts.campaign(utmCampaign),
    utmTerm && texts.term(utmTerm),
    utmContent && texts.content(utmContent),
    referrer && texts.via(referrer),
  ]
    .filter(Boolean)
    .join(', ');
}

const APP_NAMES = new Map(
  catalogue
    .flatMap((module) => module.products)
    .flatMap((product) => (product.appId ? [[product.appId, product.name] as const] : [])),
);

/** The apps' names from the catalogue, joined ("Hub, Vault"). */
export function appNames(apps: readonly string[]): string {
  return apps.map((id) => APP_NAMES.get(id) ?? id).join(', ');
}

const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language' });

/**
 * The browser's language in words ("Hindi (India)"), when it is known and not English: then sales
 * may call in it. The tag itself when Intl cannot read it.
 */
export function languageOf(tag: string | undefined): string | null {
  if (!tag) return null;
  try {
    const { language } = new Intl.Locale(tag); // canonical: `eng` is `en`; `und` (none) has none
    return !language || language === 'en' ? null : (LANGUAGE_NAMES.of(tag) ?? tag);
  } catch {
    return tag; // well-formed for the rules, not for Intl
  }
}

/**
 * The brief's lines, label and value; empty without a context. `bookedAt` is when the visitor's
 * clock is compared with India's, for a booking with no day and time.
 */
export function leadBrief(request: DemoRequest, bookedAt: number): [label: string, value: string][] {
  const context = request.context ?? {};
  const event = demoEvent(request);
  const { apps, mode, timeZone } = context;
  const local = event && timeZone ? localStart(event.start, timeZone) : null;
  // No day and time to convert (one of them alone, or neither): the zone, if its clock is not India's.
  const zone = !event && timeZone && localStart(bookedAt, timeZone) ? timeZone : null;
  const lines: [string, string | null | undefined][] = [
    [texts.labels.source, sourceOf(context)],
    [texts.labels.landingPath, context.landingPath],
    [texts.labels.page, context.page],
    [texts.labels.button, context.button && texts.buttons[context.button]],
    [texts.labels.apps, apps && (mode ? texts.appsInMode(appNames(apps), VIEW_MODE_LABELS[mode]) : appNames(apps))],
    [texts.labels.localTime, local && timeZone && texts.localTime(local, timeZone)],
    [texts.labels.timeZone, zone],
    [texts.labels.language, languageOf(context.language)],
  ];
  return lines.filter((line): line is [string, string] => Boolean(line[1]));
}
