// Every awaited step of the chaos run goes through `step`: it is traced
// (round, action, start and end times) and has a time limit, so a stall
// names itself and fails the run instead of hanging it.

const began = Date.now();
const keep = 300;
const trace: string[] = [];
const open = new Map<number, string>();
let nextId = 0;
let round: number | 'start' | 'end' = 'start';
const live = Boolean(process.env.CHAOS_TRACE);

const at = () => `${((Date.now() - began) / 1000).toFixed(3)}s`;

function note(line: string) {
  trace.push(line);
  if (trace.length > keep) trace.shift();
  if (live) console.log(line);
}

export function setRound(r: number | 'start' | 'end') {
  round = r;
}

/** A step that ran past its time limit: the run fails with its name and the trace. */
export class StallError extends Error {}

/** Runs `fn` as the named step of the current round, failing it after `limitMs`. */
export async function step<T>(action: string, fn: () => Promise<T>, limitMs = 60_000): Promise<T> {
  const id = ++nextId;
  const label = `round ${round}: ${action}`;
  const t0 = Date.now();
  note(`${at()} #${id} ${label} …`);
  open.set(id, `${label} (since ${at()})`);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StallError(`chaos: STALL, ${label} did not end in ${limitMs / 1000} s`)), limitMs);
  });
  try {
    const result = await Promise.race([fn(), limit]);
    note(`${at()} #${id} ${label} done in ${Date.now() - t0} ms`);
    return result;
  } catch (e) {
    note(`${at()} #${id} ${label} FAILED after ${Date.now() - t0} ms: ${e instanceof Error ? e.message : String(e)}`);
    throw e;
  } finally {
    clearTimeout(timer);
    open.delete(id);
  }
}

/** What to print when the run fails: the steps still under way and the last ones traced. */
export function traceReport(): string {
  return [
    `steps still under way: ${open.size ? [...open.values()].join('; ') : 'none'}`,
    `last ${trace.length} steps traced:`,
    ...trace.map((l) => `  ${l}`),
  ].join('\n');
}
