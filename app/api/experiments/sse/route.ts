/** The embedded experiment service: configuration event stream (see lib/experiments/service/handlers.ts). */
export { getEventStream as GET } from '../../../../lib/experiments/service/handlers';
