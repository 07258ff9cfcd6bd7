import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs"
import path from "node:path"

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another server process (pid ${pid}). ` +
        `Stop that process first, or start this one with another DATA_DIR. ` +
        `Two processes on one embedded database would corrupt it.`,
    )
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
}

/**
 * When a process started, in clock ticks since boot (Linux /proc/<pid>/stat, field 22), or
 * null where that cannot be read. With the pid it names one process: a pid reused after a
 * crash and restart belongs to a process that started at another time.
 */
export const processStart = (pid: number): string | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
    // The command name (field 2) is in parentheses and may hold spaces: count after its end.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
    return fields[19] ?? null
  } catch {
    return null
  }
}

/** Whether the lock file's owner still runs: the pid is alive and, where known, started when the lock says. */
const ownerAlive = (pid: number, started: string | undefined): boolean => {
  if (!isAlive(pid)) return false
  if (!started) return true
  const now = processStart(pid)
  return now === null || now === started
}

/**
 * Takes the lock file of a data folder for this process. A lock left by a
 * process that no longer runs is taken over, also when its pid now belongs to
 * another process (after a reboot or a crash); a live one is refused.
 */
export const lockDataDir = (dataDir: string): (() => void) => {
  mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, "server.lock")
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx")
      const started = processStart(process.pid)
      writeSync(fd, started === null ? String(process.pid) : `${process.pid} ${started}`)
      closeSync(fd)
      return () => rmSync(file, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
      const [pidText, started] = readFileSync(file, "utf8").trim().split(/\s+/)
      const pid = Number(pidText)
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && ownerAlive(pid, started)) throw new DataDirLockedError(dataDir, pid)
      rmSync(file, { force: true })
    }
  }
  throw new Error(`could not lock ${dataDir}`)
}
