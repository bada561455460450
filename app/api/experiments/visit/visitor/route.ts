/** The embedded experiment service: visitor data (see lib/experiments/service/handlers.ts). */
export { getVisitorData as GET } from '../../../../../lib/experiments/service/handlers';
