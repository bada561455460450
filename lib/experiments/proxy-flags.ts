/**
 * What the proxy decides about page flags for one request (issue 11, the precompute pattern): the visitor's
 * code (from the cookie, or a new one), their variation of every page flag, encoded as the page-flags path
 * segment, and the cookies to write. Any failure gives the all-defaults segment.
 */
import { DEFAULT_PAGE_FLAGS_TOKEN, PAGE_FLAGS, encodePageFlags, type PageFlag } from './page-flags';
import type { Experiments } from './experiments';
import { generateVisitorCode, isValidVisitorCode } from './visitor-code';

export interface PageFlagsRequest {
  /** The `kameleoonVisitorCode` cookie, if any. */
  visitorCode?: string;
  /** The `kameleoonSimulationFFData` cookie, if any. */
  simulationCookie?: string;
  /** The experiment consent cookie: '1' given, '0' refused/revoked, absent unknown. */
  consent?: string;
  country: string;
  /** The public path, for page-path targeting. */
  pagePath: string;
  /** False for prefetches: evaluate without recording an exposure. */
  track: boolean;
}

export interface PageFlagsDecision {
  token: string;
  visitorCode: string;
  /** Write the visitor cookie (a new visitor whose cookie may be kept, or consent just given). */
  keepVisitorCookie: boolean;
  /** Expire the visitor cookie (consent revoked, SPEC §4). */
  revokeVisitorCookie: boolean;
  /**
   * The token read the visitor's cookies: a page flag can differ between visitors (or a simulation is set), so a
   * shared cache must not hand this visitor's page to another (lib/shared-cache.ts).
   */
  variesByVisitor: boolean;
}

export function decidePageFlags(experiments: Experiments, request: PageFlagsRequest, flags: readonly PageFlag[] = PAGE_FLAGS): PageFlagsDecision {
  const known = isValidVisitorCode(request.visitorCode);
  const visitorCode = known ? request.visitorCode! : generateVisitorCode();
  const client = experiments.client;
  let keepVisitorCookie = false;
  // A refused or revoked consent ends the visitor cookie (SPEC §4), whatever the configuration requires.
  const revokeVisitorCookie = request.consent === '0' && known;
  try {
    if (client && client.isInitialized()) {
      if (request.consent === '1' || request.consent === '0') client.setLegalConsent(visitorCode, request.consent === '1');
      keepVisitorCookie = !known && request.consent !== '0' && client.mayKeepVisitorCookie(visitorCode);
    }
  } catch {
    // Consent bookkeeping never blocks the page; evaluation below reports its own errors.
  }
  const visitor = experiments.forVisitor({
    visitorCode,
    country: request.country,
    pagePath: request.pagePath,
    simulationCookie: request.simulationCookie,
    track: request.track,
  });
  const variations: Record<string, string> = {};
  for (const flag of flags) variations[flag.featureKey] = visitor.variation(flag.featureKey).key;
  const token = encodePageFlags(variations, flags);
  let variesByVisitor = !!request.simulationCookie;
  try {
    variesByVisitor ||= !!client?.isInitialized() && flags.some((flag) => client.mayVaryByVisitor(flag.featureKey));
  } catch {
    variesByVisitor = true; // unknown: the safe answer
  }
  return { token: token || DEFAULT_PAGE_FLAGS_TOKEN, visitorCode, keepVisitorCookie, revokeVisitorCookie, variesByVisitor };
}
