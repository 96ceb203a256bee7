// Preloaded (`node --import ./tests/helpers/peak-memory.mjs …`) into a child process whose
// peak memory a test or a bench measures: as the process exits, it writes its VmHWM (the
// peak resident set, from /proc/self/status) in kB to the file named by PEAK_MEMORY_FILE.
// Read at exit, not sampled: the figure is the process's own high-water mark, whatever the
// machine's speed.
import fs from "node:fs";

/** VmHWM of a running process (or this one), in kB; null where /proc is not there. */
export function peakResidentKb(pid = "self") {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const match = /^VmHWM:\s+(\d+) kB/m.exec(status);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

const file = process.env.PEAK_MEMORY_FILE;
if (file) process.on("exit", () => fs.writeFileSync(file, String(peakResidentKb() ?? "")));
