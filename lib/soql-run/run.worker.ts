/**
 * The query runner in a Web Worker: the parser's start-up and every query stay off the page's
 * main thread. Protocol: RunRequest in, its answer out (run-client.ts, lib/worker-client.ts).
 */
import { serveRequests } from '@/lib/worker-client';
import { handleRunRequest, prepareRunner } from './run-handler';

serveRequests(handleRunRequest);
prepareRunner();
