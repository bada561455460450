/** The embedded experiment service: tracking (see lib/experiments/service/handlers.ts). */
export { postTracking as POST } from '../../../../../lib/experiments/service/handlers';
