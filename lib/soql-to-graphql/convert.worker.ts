/**
 * The converter in a Web Worker. The SOQL parser builds its grammar tables when it first loads,
 * about 120 ms of work on a fast laptop and four times that on a mid-range phone; here it happens
 * off the page's main thread, so scrolling and typing never wait for it.
 * Protocol: ConvertRequest in, ConvertResponse out (converter-client.ts).
 */
import { convertSoqlToGraphql } from './index';
import type { ConvertRequest, ConvertResponse } from './converter-client';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ConvertRequest>) => void) | null;
  postMessage: (message: ConvertResponse) => void;
};

scope.onmessage = (event) => {
  const { id, soql, variables } = event.data;
  scope.postMessage({ id, result: convertSoqlToGraphql(soql, { variables }) });
};
