import "server-only";
import { parse, protocol, type PGlite } from "@electric-sql/pglite";

// Named (prepared) statements on PGlite. PGlite's query() sends every statement as an unnamed one, so
// PostgreSQL parses, analyses and plans it again on each call, inside the server's own thread: for
// GET chat/history's check (sessions joined to the current thread) that was ~250 µs of a ~300 µs
// statement, where a named statement runs in ~40 µs (bench/chat-http.ts). PGlite is one connection
// per process, so a statement prepared once stays prepared for the life of the client.

type BackendMessage = Awaited<ReturnType<PGlite["execProtocol"]>>["messages"][number];

interface Prepared {
  text: string;
  paramTypes: number[];
  /** The statement's RowDescription (or NoData), which Bind + Execute do not send again. */
  description: BackendMessage[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

/** "prepared statement does not exist": dropped behind our back (DEALLOCATE, DISCARD ALL). */
const UNDEFINED_STATEMENT = "26000";

/**
 * A runner of named statements on this client: `run(name, sql, params)` parses and describes `sql`
 * under `name` the first time, then only binds and executes it. It takes PGlite's own locks, as
 * query() does, so it never runs inside another caller's open transaction. A name stands for one text:
 * reusing a name with other SQL is a programming error and throws.
 */
export function pglitePrepared(client: PGlite) {
  const statements = new Map<string, Prepared>();
  const { serialize } = protocol;

  async function prepare(name: string, text: string): Promise<Prepared> {
    const { messages } = await client.execProtocol(
      concat([serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()]),
      { syncToFs: false },
    );
    const params = messages.find((m) => m.name === "parameterDescription") as { dataTypeIDs: number[] } | undefined;
    const prepared = {
      text,
      paramTypes: params?.dataTypeIDs ?? [],
      description: messages.filter((m) => m.name === "rowDescription"),
    };
    statements.set(name, prepared);
    return prepared;
  }

  async function execute<T>(name: string, prepared: Prepared, params: unknown[]): Promise<T[]> {
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = client.serializers[prepared.paramTypes[i]];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await client.execProtocol(
      concat([serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()]),
    );
    const [result] = parse.parseResults([...prepared.description, ...messages], client.parsers);
    return (result?.rows ?? []) as T[];
  }

  return async function run<T>(name: string, text: string, params: unknown[]): Promise<T[]> {
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        let prepared = statements.get(name);
        if (prepared && prepared.text !== text) throw new Error(`prepared statement "${name}" reused with other SQL`);
        prepared ??= await prepare(name, text);
        try {
          return await execute<T>(name, prepared, params);
        } catch (err) {
          if ((err as { code?: string }).code !== UNDEFINED_STATEMENT) throw err;
          statements.delete(name);
          return execute<T>(name, await prepare(name, text), params);
        }
      }),
    );
  };
}
