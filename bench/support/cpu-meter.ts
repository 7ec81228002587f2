/**
 * The CPU time each side of a load phase spent, per completed call: PostgreSQL (every `postgres` process on this
 * machine), the application server (its child process) and this process (the load generator, or the reference's
 * raw clients). On a 2-core machine whose speed moves from hour to hour the rates move with it, while the CPU a call
 * costs each side moves much less: it tells where a gap to the reference is. Read from /proc, so Linux only and
 * PostgreSQL on this machine only; elsewhere the meter reads nothing and `describeCpu` says so.
 */
import { readdirSync, readFileSync } from 'node:fs';

const ticksPerSecond = 100; // USER_HZ: the unit of utime and stime in /proc/<pid>/stat on every Linux architecture

/** utime + stime of a process in ms, or null when it is gone or unreadable. */
function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name field may hold spaces and parentheses: the fields after it are counted from its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return null;
  }
}

function postgresCpu(): Map<number, number> {
  const byPid = new Map<number, number>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return byPid;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    const ms = processCpuMs(pid);
    if (ms !== null) byPid.set(pid, ms);
  }
  return byPid;
}

export type CpuPerCall = { database: number | null; server: number | null; generator: number };

/**
 * Starts measuring; `stop(calls)` gives each side's CPU per call in ms. A backend that started during the phase
 * counts whole (it did all its work in it); one that ended during it is not counted (the phases' connections stay
 * open to their end, so this leaves out little).
 */
export function startCpuMeter(serverPid?: number): { stop(calls: number): CpuPerCall } {
  const database = postgresCpu();
  const server = serverPid === undefined ? null : processCpuMs(serverPid);
  const generator = process.cpuUsage();
  return {
    stop(calls) {
      const databaseNow = postgresCpu();
      let databaseMs = 0;
      for (const [pid, ms] of databaseNow) databaseMs += ms - (database.get(pid) ?? 0);
      const serverNow = serverPid === undefined ? null : processCpuMs(serverPid);
      const used = process.cpuUsage(generator);
      const per = (ms: number) => ms / Math.max(calls, 1);
      return {
        database: databaseNow.size > 0 ? per(databaseMs) : null,
        server: server !== null && serverNow !== null ? per(serverNow - server) : null,
        generator: per((used.user + used.system) / 1000),
      };
    },
  };
}

/** "CPU per call: PostgreSQL 2.10 ms, server 1.05 ms, load generator 0.27 ms". */
export function describeCpu(cpu: CpuPerCall, generatorLabel = 'load generator'): string {
  const ms = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(2)} ms`);
  const parts = [`PostgreSQL ${ms(cpu.database)}`];
  if (cpu.server !== null) parts.push(`server ${ms(cpu.server)}`);
  parts.push(`${generatorLabel} ${ms(cpu.generator)}`);
  return `  CPU per call: ${parts.join(', ')}`;
}
