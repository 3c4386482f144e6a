/**
 * The converter in a Web Worker. The SOQL parser builds its grammar tables when it first loads,
 * about 120 ms of work on a fast laptop and four times that on a mid-range phone; here it happens
 * off the page's main thread, so scrolling and typing never wait for it.
 * Protocol: ConvertRequest in, the ConversionResult out (converter-client.ts, lib/worker-client.ts).
 */
import { serveRequests } from '@/lib/worker-client';
import type { ConvertRequest } from './converter-client';
import { convertSoqlToGraphql } from './index';

serveRequests((request: ConvertRequest) => convertSoqlToGraphql(request.soql, { variables: request.variables }));
