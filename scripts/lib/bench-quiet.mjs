// Lighthouse's simulation and the taps (on a slowed CPU) both show a busy machine (100-160 ms more TBT on
// /home right after a test run): the bench waits for the CPUs to go quiet, and records how busy they were.
// And how fast this machine is decides how much to slow it (docs/benchmark.md, "The phone").
import os from 'node:os';

import { median } from './bench-budgets.mjs';

/** Busy and total CPU time of all CPUs so far (ms). @param {Pick<os.CpuInfo, 'times'>[]} [cpus] */
export function cpuTimes(cpus = os.cpus()) {
  const sum = (pick) => cpus.reduce((total, { times }) => total + pick(times), 0);
  const total = sum((t) => t.user + t.nice + t.sys + t.idle + t.irq);
  return { busy: total - sum((t) => t.idle), total };
}

/** The share of CPU time spent busy between two samples, from 0 to 1. */
export const busyShare = (before, after) =>
  after.total > before.total ? (after.busy - before.busy) / (after.total - before.total) : 0;

/** Samples for a second at a time until the CPUs are at most `threshold` busy, for at most `patienceMs`; returns the last share. */
export async function waitForQuietCpu({ threshold = 0.2, patienceMs = 120_000, log = console.log } = {}) {
  const deadline = Date.now() + patienceMs;
  for (let second = 0; ; second += 1) {
    const before = cpuTimes();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const [busy, late] = [busyShare(before, cpuTimes()), Date.now() >= deadline];
    const percent = `${Math.round(busy * 100)}% busy`;
    if (late) log(`Still ${percent} after ${patienceMs / 1000} s: measuring anyway (see the report)`);
    if (busy <= threshold || late) return busy;
    if (second % 10 === 0) log(`Waiting for the CPUs to go quiet: ${percent}`);
  }
}

/**
 * The CPU slowdown that makes this machine a phone whose benchmarkIndex is `phoneIndex`, from readings
 * of this machine's: their median over the phone's, never below 1 (a slower machine runs as it is).
 */
export function phoneSlowdown(readings, phoneIndex) {
  const index = Math.round(median(readings));
  return { index, slowdown: Math.max(1, index / phoneIndex) };
}
