/** The embedded experiment service: configuration (see lib/experiments/service/handlers.ts). */
export { getConfiguration as GET } from '../../../../../lib/experiments/service/handlers';
