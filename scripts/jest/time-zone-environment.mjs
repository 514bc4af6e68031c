import { TestEnvironment } from 'jest-environment-node';

/**
 * Jest's node environment, with a `setTimeZone` the unit tests reach through
 * lib/testing/time-zone.ts. A test's `process.env` is a copy of its worker's: `process.env.TZ = …`
 * there changes no Date. This sets the worker's own (Node re-reads TZ when it changes); no zone
 * puts back the worker's, as does the end of each test file.
 */
export default class TimeZoneEnvironment extends TestEnvironment {
  #workerZone = process.env.TZ;

  constructor(config, context) {
    super(config, context);
    this.global.setTimeZone = (zone) => this.#setTimeZone(zone);
  }

  #setTimeZone(zone = this.#workerZone) {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  }

  async teardown() {
    this.#setTimeZone();
    await super.teardown();
  }
}
