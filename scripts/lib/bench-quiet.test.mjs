import { busyShare, readCpuTimes } from './bench-quiet.mjs';

describe('readCpuTimes', () => {
  test('adds up the first eight fields of the cpu line; idle and iowait are idle', () => {
    const stat = 'cpu  100 5 50 800 20 3 2 0 40 0\ncpu0 50 2 25 400 10 1 1 0 20 0\nintr 1234\n';
    // guest (40) is already counted in user: not added again.
    expect(readCpuTimes(stat)).toEqual({ total: 980, idle: 820 });
  });

  test('is null without a usable cpu line', () => {
    expect(readCpuTimes(null)).toBeNull();
    expect(readCpuTimes('cpu0 1 2 3 4\n')).toBeNull();
    expect(readCpuTimes('cpu  1 x 3 4\n')).toBeNull();
  });
});

describe('busyShare', () => {
  test('is the busy part of the time between two samples', () => {
    expect(busyShare({ total: 1000, idle: 800 }, { total: 1200, idle: 950 })).toBeCloseTo(0.25);
    expect(busyShare({ total: 1000, idle: 800 }, { total: 1200, idle: 1000 })).toBe(0);
    expect(busyShare({ total: 1000, idle: 800 }, { total: 1200, idle: 800 })).toBe(1);
  });

  test('is 0 when no time has passed', () => {
    expect(busyShare({ total: 1000, idle: 800 }, { total: 1000, idle: 800 })).toBe(0);
  });
});
