// Lighthouse's mobile profile, in which the benchmark taps every island: a Moto G Power's screen,
// touch and user agent; 1.6 Mbps down, 750 kbps up, a 150 ms round trip; a CPU 4x slower.
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';

const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;

/** The phone, as Playwright browser-context options. */
export const PHONE = {
  viewport: { width, height },
  deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  userAgent: userAgents.mobile,
};

/**
 * Slows a page's network and CPU to the profile's, through its DevTools session.
 * @param {import('@playwright/test').CDPSession} cdp
 */
export async function throttleLikeAPhone(cdp) {
  const t = throttling.mobileSlow4G;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: t.cpuSlowdownMultiplier });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: t.requestLatencyMs,
    downloadThroughput: (t.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (t.uploadThroughputKbps * 1024) / 8,
  });
}
