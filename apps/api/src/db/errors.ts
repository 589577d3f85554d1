/** PostgreSQL's SQLSTATE of an error, looking through the wrappers drivers and drizzle add. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const CHECK_VIOLATION = '23514';
export const FOREIGN_KEY_VIOLATION = '23503';
