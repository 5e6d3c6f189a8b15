import Database from "libsql";

/**
 * What the enquiry code needs of a database. A `@libsql/client` Client has it
 * (`npm run leads`, the tests), and so has the running server's connection below.
 */
export interface Sql {
  execute(statement: SqlStatement): Promise<SqlResult>;
  batch(statements: SqlStatement[], mode?: "write"): Promise<SqlResult[]>;
}
type SqlStatement = string | { sql: string; args: (string | number | null)[] };
interface SqlResult {
  rows: Record<string, unknown>[];
  rowsAffected: number;
  lastInsertRowid?: bigint | number;
}

export interface Connection extends Sql {
  close(): void;
}

/**
 * The running server's connection (decision 042). It never waits for a lock:
 * the busy timeout is 0, and a write takes the lock with `BEGIN IMMEDIATE`
 * before any of its statements runs, so a lock held elsewhere fails that one
 * step with SQLITE_BUSY and leaves nothing behind. (A prepared statement that
 * fails with SQLITE_BUSY stays active in this driver until garbage collection,
 * and every commit on the connection fails until then; that is why
 * `@libsql/client`, which prepares its BEGIN, is not used here.)
 */
export function openConnection(file: string): Connection {
  const db = new Database(file);
  // Prepared once per text and kept: every run completes, so none stays active.
  const statements = new Map<string, ReturnType<typeof db.prepare>>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = db.prepare(sql)));
    return statement;
  };

  function run(statement: SqlStatement): SqlResult {
    const { sql, args } = typeof statement === "string" ? { sql: statement, args: [] } : statement;
    const statement_ = prepared(sql);
    if (statement_.reader) {
      return { rows: statement_.all(args) as Record<string, unknown>[], rowsAffected: 0 };
    }
    const { changes, lastInsertRowid } = statement_.run(args);
    return { rows: [], rowsAffected: changes, lastInsertRowid };
  }

  /** The statements in one transaction whose write lock is taken first. */
  function transaction(statements: SqlStatement[]): SqlResult[] {
    db.exec("BEGIN IMMEDIATE");
    try {
      const results = statements.map(run);
      db.exec("COMMIT");
      return results;
    } catch (error) {
      if (db.inTransaction) db.exec("ROLLBACK");
      throw error;
    }
  }

  db.exec("PRAGMA busy_timeout = 0");
  return {
    async execute(statement) {
      const sql = typeof statement === "string" ? statement : statement.sql;
      // A pragma acts on the connection, and neither it nor VACUUM may run inside a transaction.
      const direct = prepared(sql).reader || /^\s*(PRAGMA|VACUUM)/i.test(sql);
      return direct ? run(statement) : transaction([statement])[0]!;
    },
    async batch(statements) {
      return transaction(statements);
    },
    close() {
      statements.clear();
      db.close();
    },
  };
}

/**
 * Runs statements without parameters on a file of their own (a backup),
 * through a connection that prepares nothing, so it lets go of its files at once.
 */
export function runScript(file: string, sql: string): void {
  const db = new Database(file);
  try {
    db.exec(sql);
  } finally {
    db.close();
  }
}
