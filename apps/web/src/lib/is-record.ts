/** Whether a parsed JSON value is an object (not null, not a string or number), so its fields can be read. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
