// Lighthouse's mobile profile, in which the benchmark taps every island: a Moto G Power's screen,
// touch and user agent; its mobileSlow4G network (562.5 ms of latency per request, 1.47 Mbps down,
// 0.68 up); and this machine's CPU slowed to the phone Lighthouse means (calibrateCpu).
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

import { phoneSlowdown } from './bench-quiet.mjs';

const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;

/** The phone, as Playwright browser-context options. */
export const PHONE = {
  viewport: { width, height },
  deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  userAgent: userAgents.mobile,
};

// Lighthouse's 4x CPU slowdown is relative: it makes a phone of the host Lighthouse expects. The CPU
// slowdown calculator its throttling docs link to gives 4x at a benchmarkIndex of 1533, and
// Lighthouse warns of a slow host at 1000 and under. So the bench slows this machine by its own
// index over that phone's, 1533 / 4: the same phone on any machine (docs/benchmark.md, "The phone").
const LIGHTHOUSE_HOST_INDEX = 1533;
export const PHONE_INDEX = LIGHTHOUSE_HOST_INDEX / throttling.mobileSlow4G.cpuSlowdownMultiplier;

/**
 * This machine's speed now: the median of three readings of Lighthouse's benchmarkIndex, each in a
 * fresh unthrottled page, and the CPU slowdown that makes it the profile's phone (never below 1).
 * @param {import('@playwright/test').Browser} browser
 */
export async function calibrateCpu(browser) {
  const readings = [];
  for (let i = 0; i < 3; i += 1) {
    const page = await browser.newPage();
    readings.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`));
    await page.close();
  }
  return phoneSlowdown(readings, PHONE_INDEX);
}

/**
 * Slows a page's network and CPU to the profile's, through its DevTools session.
 * @param {import('@playwright/test').CDPSession} cdp
 * @param {number} cpuSlowdown from `calibrateCpu`
 */
export async function throttleLikeAPhone(cdp, cpuSlowdown) {
  const t = throttling.mobileSlow4G;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: t.requestLatencyMs,
    downloadThroughput: (t.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (t.uploadThroughputKbps * 1024) / 8,
  });
}
