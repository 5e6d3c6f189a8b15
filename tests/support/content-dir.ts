/**
 * Runs `read` with `CONTENT_DIR` set to `dir` (the readers resolve content/ through it),
 * and restores the variable afterwards, thrown or not: tests share one process.
 */
export function withContentDir<T>(dir: string, read: () => T): T {
  const before = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = dir;
  try {
    return read();
  } finally {
    if (before === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = before;
  }
}
