// A preload for measuring (scripts/tracing-cost.mjs --cpu-prof DIR): the first SIGUSR2 starts V8's CPU profiler, the
// next writes the profile into CPU_PROFILE_DIR as <pid>-<time>.cpuprofile (open it in Chromium's DevTools), so the
// profile holds exactly the load between the two signals and not the server's start.
import inspector from 'node:inspector';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const session = new inspector.Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.setSamplingInterval', { interval: 250 });
let profiling = false;
process.on('SIGUSR2', () => {
  if (!profiling) {
    profiling = true;
    session.post('Profiler.start');
    return;
  }
  profiling = false;
  session.post('Profiler.stop', (error, result) => {
    if (error) console.error(`cpu profile: ${error.message}`);
    else writeFileSync(join(process.env.CPU_PROFILE_DIR, `${process.pid}-${Date.now()}.cpuprofile`), JSON.stringify(result.profile));
  });
});
