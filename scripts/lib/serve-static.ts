import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

/** A running static server; `kill()` stops it and everything it started. */
export interface StaticServer {
  kill(): void;
}

async function answers(port: number): Promise<boolean> {
  try {
    await fetch(`http://localhost:${port}/`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Serves a static folder with `serve` (the same server as `npm start`, so it honours the export's
 * serve.json) and resolves once it answers. The port must be free (within 5 s): a server left over from an
 * earlier run would otherwise answer in its place with other files, so a busy port is an error
 * (and `--no-port-switching` keeps serve itself from moving elsewhere). serve runs directly under
 * node in its own process group, so `kill()` stops it for certain.
 */
export async function serveStatic(dir: string, port: number): Promise<StaticServer> {
  // A server just stopped (the bench stops one and starts the next on the same port) can take a
  // moment to let the port go: wait a few seconds before calling the port taken.
  for (let i = 0; i < 20 && (await answers(port)); i++) await new Promise((resolve) => setTimeout(resolve, 250));
  if (await answers(port)) {
    throw new Error(`Port ${port} is already in use (a server left from an earlier run?); stop it first.`);
  }
  const require = createRequire(path.join(process.cwd(), 'package.json'));
  const bin = path.join(path.dirname(require.resolve('serve/package.json')), 'build/main.js');
  const child: ChildProcess = spawn(
    process.execPath,
    [bin, dir, '-l', String(port), '--no-clipboard', '--no-port-switching'],
    { stdio: 'ignore', detached: true },
  );
  const server: StaticServer = {
    kill() {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    },
  };
  for (let i = 0; i < 60; i++) {
    if (child.exitCode !== null) break;
    if (await answers(port)) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error(`serve ${dir} did not start on port ${port}`);
}
