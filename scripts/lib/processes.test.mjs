import { spawn } from 'node:child_process';
import net from 'node:net';

import { startService, stopService, waitForPort, whenReady } from './processes.mjs';

/** A port nothing listens on: one the system just gave out and took back. */
async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

/** A service that runs until stopped, listening on `port` if given. */
const service = (port) =>
  startService('service', process.execPath, [
    '-e',
    port ? `require('node:net').createServer().listen(${port}, '127.0.0.1')` : 'setInterval(() => {}, 1000)',
  ]);
const running = (child) => child.exitCode === null && child.signalCode === null;

describe('whenReady', () => {
  test('stops a service that never comes up, and fails naming it', async () => {
    const port = await freePort();
    const child = service();
    await expect(
      whenReady(child, () => waitForPort('The idle service', '127.0.0.1', port, child, 500)),
    ).rejects.toThrow(`waiting for The idle service to listen on 127.0.0.1:${port}`);
    expect(running(child)).toBe(false);
  });

  test('gives back a service that came up, still running', async () => {
    const port = await freePort();
    const child = service(port);
    try {
      await expect(whenReady(child, () => waitForPort('The service', '127.0.0.1', port, child, 10_000))).resolves.toBe(
        child,
      );
      expect(running(child)).toBe(true);
    } finally {
      await stopService(child);
    }
  });
});

describe('a Ctrl-C', () => {
  test('stops the services of the process that hears it, which do not hear it themselves, and fails it', async () => {
    // A process that starts a service, as npm start and the rules tests' setup do, then is interrupted.
    const starter = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { startService, stopAllOnSignals } from ${JSON.stringify(new URL('./processes.mjs', import.meta.url).href)};
         stopAllOnSignals();
         console.log(startService('idle', process.execPath, ['-e', 'setInterval(() => {}, 1000)']).pid);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const pid = Number(await new Promise((resolve) => starter.stdout.once('data', resolve)));
    const alive = () => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    try {
      expect(alive()).toBe(true);
      const exited = new Promise((resolve) => starter.once('exit', (code, signal) => resolve(code ?? signal)));
      starter.kill('SIGINT');
      expect(await exited).toBe(130); // as a shell reports a Ctrl-C
      expect(alive()).toBe(false);
    } finally {
      if (alive()) process.kill(-pid, 'SIGKILL');
    }
  });
});
