/**
 * The requests of the running test that no stub answered. The app takes a fetch that throws for
 * a network failure, so a forgotten stub would look like being offline and could pass a test for
 * the wrong reason; the tests' setup fails the test that made one, naming the request.
 */
const unexpected: string[] = [];

/** Notes a request no stub answers, and answers the error its fetch throws. */
export function unexpectedRequest(input: RequestInfo | URL, init?: RequestInit): Error {
  const key = `${init?.method ?? 'GET'} ${input instanceof Request ? input.url : String(input)}`;
  unexpected.push(key);
  return new Error(`Unexpected request: ${key}`);
}

/** The requests no stub answered since the last call, and forgets them. */
export const takeUnexpectedRequests = (): string[] => unexpected.splice(0);
