// Starting, watching and stopping the child processes of `npm start` and the test runs.
import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';

import { currentEnv } from '../../lib/env.mjs';

const children = new Set();
let stopping = false;

/** True once a deliberate shutdown has begun, so that services exiting then are not failures. */
export function isStopping() {
  return stopping;
}

/**
 * Runs a command to completion, inheriting the terminal; rejects on a non-zero exit.
 * @returns {Promise<void>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options, env: { ...currentEnv(), ...options.env } });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/**
 * Starts a long-running service whose output is prefixed with its name (or handed to `output`).
 * `stopTimeoutMs` is how long a stop waits for it to exit after SIGTERM before SIGKILL;
 * `afterStop` runs once it has exited.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions & { env?: Record<string, string | undefined>, stopTimeoutMs?: number, afterStop?: () => unknown, output?: (text: string) => void }} [options]
 */
export function startService(name, command, args, { stopTimeoutMs = 5000, afterStop, output, ...options } = {}) {
  const child = spawn(command, args, {
    ...options,
    env: { ...currentEnv(), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so that stopping it also stops what it started (Java)
  });
  Object.assign(child, { stopTimeoutMs, afterStop });
  children.add(child);
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => `[${name}] ${line}\n`)
      .join('');
  child.stdout.on('data', (chunk) => (output ? output(chunk.toString()) : process.stdout.write(prefix(chunk))));
  child.stderr.on('data', (chunk) => (output ? output(chunk.toString()) : process.stderr.write(prefix(chunk))));
  child.on('exit', () => children.delete(child));
  return child;
}

/** Stops one service and everything it started. */
export async function stopService(child) {
  if (child.exitCode === null && child.signalCode === null) {
    await /** @type {Promise<void>} */ (
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          resolve();
          return;
        }
        setTimeout(() => {
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {
            // already gone
          }
        }, child.stopTimeoutMs ?? 5000).unref();
      })
    );
  }
  await child.afterStop?.();
}

export async function stopAll() {
  stopping = true;
  await Promise.all([...children].map(stopService));
}

/**
 * Resolves to `child` once `ready` has; if `ready` fails, stops `child` first: a service that did
 * not come up must not outlive the run that started it, holding its ports.
 * @template {import('node:child_process').ChildProcess} T
 * @param {T} child
 * @param {() => Promise<unknown>} ready
 * @returns {Promise<T>}
 */
export async function whenReady(child, ready) {
  try {
    await ready();
    return child;
  } catch (error) {
    await stopService(child);
    throw error;
  }
}

/** Whether something accepts TCP connections on host:port. */
export function isListening(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Polls until `read()` gives a value `done` accepts, or fails after `timeoutMs` with the last value.
 * A `read` that throws fails it at once.
 * @template T
 * @param {() => Promise<T>} read
 * @param {(value: T) => boolean} done
 * @param {{ timeoutMs?: number, what?: string }} [options]
 * @returns {Promise<T>}
 */
export async function eventually(read, done, { timeoutMs = 30_000, what = 'the expected value' } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last;
  for (;;) {
    last = await read();
    if (done(last)) return last;
    if (Date.now() > deadline)
      throw new Error(
        `Timed out after ${timeoutMs / 1000} s waiting for ${what}; last seen: ${JSON.stringify(last)?.slice(0, 500)}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Waits until host:port accepts connections, or fails naming the service after `timeoutMs`. */
export async function waitForPort(name, host, port, child, timeoutMs = 60_000) {
  await eventually(
    async () => {
      if (child && child.exitCode !== null)
        throw new Error(`${name} exited (code ${child.exitCode}) before listening on ${host}:${port}`);
      return isListening(host, port);
    },
    (listening) => listening,
    { timeoutMs, what: `${name} to listen on ${host}:${port}` },
  );
}

/** Fails early, with a clear message, when a port the run needs is taken. */
export async function assertPortFree(name, host, port, variable) {
  if (await isListening(host, port)) {
    throw new Error(
      `Port ${port} (${name}) is already in use. Stop what uses it or choose another with ${variable}=<port>.`,
    );
  }
}

/**
 * Stops every service on Ctrl-C or termination (each in a process group of its own, they do not
 * hear the terminal's Ctrl-C), then exits as the signal would have: 130 for Ctrl-C, so that an
 * interrupted run never passes for one that succeeded.
 */
export function stopAllOnSignals() {
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    process.once(signal, async () => {
      process.stdout.write(`\nStopping (${signal})...\n`);
      await stopAll();
      process.exit(128 + os.constants.signals[signal]);
    });
  }
}
