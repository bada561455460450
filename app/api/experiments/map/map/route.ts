/** The embedded experiment service: remote data (see lib/experiments/service/handlers.ts). */
export { getRemoteData as GET } from '../../../../../lib/experiments/service/handlers';
