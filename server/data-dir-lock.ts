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
 * Takes the lock file of a data folder for this process. A lock left by a
 * process that no longer runs is taken over; a live one is refused.
 */
export const lockDataDir = (dataDir: string): (() => void) => {
  mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, "server.lock")
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx")
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return () => rmSync(file, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
      const pid = Number(readFileSync(file, "utf8").trim())
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) throw new DataDirLockedError(dataDir, pid)
      rmSync(file, { force: true })
    }
  }
  throw new Error(`could not lock ${dataDir}`)
}
