/** The embedded experiment service: configuration event stream (see embedded/experiment-service/handlers.ts). */
export { getEventStream as GET } from '@/embedded/experiment-service/handlers';
