/** The embedded experiment service: tracking (see embedded/experiment-service/handlers.ts). */
export { postTracking as POST } from '@/embedded/experiment-service/handlers';
