import { type ChildProcess, spawn } from 'node:child_process';

/**
 * Serves a static folder with `serve` (the same server as `npm start`, so it honours the
 * export's serve.json) and resolves once it answers; the caller kills the process when done.
 */
export async function serveStatic(dir: string, port: number): Promise<ChildProcess> {
  const child = spawn('npx', ['serve', dir, '-l', String(port), '--no-clipboard'], { stdio: 'ignore' });
  for (let i = 0; i < 60; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`serve ${dir} did not start on port ${port}`);
}
