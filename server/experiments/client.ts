/**
 * The server process's experiments client (issue 11): one per process, on the embedded service in this
 * process when no `EXPERIMENTS_BASE_URL` is set (so the proxy never calls its own server over HTTP), else on the
 * real service over `fetch`. Server-only.
 */
import 'server-only';
import { createExperiments, settingsFromEnv, type Experiments } from '@/lib/experiments/experiments';
import { fetchRequester } from '@/lib/experiments/service-api';
import { inProcessRequester } from '@/embedded/experiment-service/in-process';

export interface ServerExperiments {
  experiments: Experiments;
  /** Settles once the first configuration load ended (true when it loaded). */
  ready: Promise<boolean>;
}

let shared: ServerExperiments | undefined;

export function serverExperiments(env: Record<string, string | undefined> = process.env): ServerExperiments {
  if (!shared) {
    const embedded = !env.EXPERIMENTS_BASE_URL?.trim();
    const experiments = createExperiments({
      ...settingsFromEnv(env, 'http://localhost'),
      requester: embedded ? inProcessRequester : fetchRequester,
    });
    shared = { experiments, ready: experiments.initialize() };
  }
  return shared;
}

/** Waits for the first configuration at most `ms` (a first request must not hang on the service). */
export async function readyWithin({ ready }: ServerExperiments, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
