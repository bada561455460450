/**
 * Flags for client islands (issue 11): the same wrapper the server uses, running in the browser for flags no
 * page renders (a page flag is decided in the proxy instead). One client per tab, loaded on first use, on the
 * embedded service of this origin unless `NEXT_PUBLIC_EXPERIMENTS_BASE_URL` names the real one. The visitor
 * code is the one the proxy keeps in `kameleoonVisitorCode`; without it every flag is inactive
 * (`visitor-code-empty`). Browser-only: import it dynamically from an effect.
 */
import { readCookieHeader } from '../cookies';
import { createExperiments, settingsFromEnv, type Experiments, type Flags } from './experiments';
import type { Requester } from './service-api';
import { visitorCodeFromCookieHeader } from './visitor-code';

let shared: Promise<Experiments> | undefined;

/** The tab's client, initialized (never throws; a failed load leaves every flag inactive). */
export function browserExperiments(options: { requester?: Requester; origin?: string } = {}): Promise<Experiments> {
  shared ??= (async () => {
    const env = {
      EXPERIMENTS_BASE_URL: process.env.NEXT_PUBLIC_EXPERIMENTS_BASE_URL,
      EXPERIMENTS_SITE_CODE: process.env.NEXT_PUBLIC_EXPERIMENTS_SITE_CODE,
      EXPERIMENTS_ENVIRONMENT: process.env.NEXT_PUBLIC_EXPERIMENTS_ENVIRONMENT,
      NODE_ENV: process.env.NODE_ENV,
    };
    const experiments = createExperiments({ ...settingsFromEnv(env, options.origin ?? window.location.origin), requester: options.requester });
    await experiments.initialize();
    return experiments;
  })();
  return shared;
}

/** The visitor's flags in this tab, for the country the page is in. */
export async function browserFlags(country: string, options: { requester?: Requester; origin?: string; cookie?: string; pagePath?: string } = {}): Promise<Flags> {
  const experiments = await browserExperiments(options);
  const cookie = options.cookie ?? document.cookie;
  return experiments.forVisitor({
    visitorCode: visitorCodeFromCookieHeader(cookie) ?? '',
    country,
    pagePath: options.pagePath ?? window.location.pathname,
    simulationCookie: readCookieHeader(cookie, 'experimentSimulation'),
  });
}

/** For tests: forget the tab's client. */
export function resetBrowserExperiments(): void {
  void shared?.then((e) => e.client?.stop());
  shared = undefined;
}
