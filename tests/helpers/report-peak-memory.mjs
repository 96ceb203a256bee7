// Preloaded into a child process (`node --import ./tests/helpers/report-peak-memory.mjs …`):
// when it exits, writes its own peak resident memory (VmHWM of /proc/self/status, in kB)
// to the file PEAK_MEMORY_FILE names. Read at exit, so it is the whole run's high-water mark.
import fs from "node:fs";

const out = process.env.PEAK_MEMORY_FILE;
if (out)
  process.on("exit", () => {
    const status = fs.readFileSync("/proc/self/status", "utf8");
    fs.writeFileSync(out, /^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1] ?? "");
  });
