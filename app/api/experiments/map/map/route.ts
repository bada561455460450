/** The embedded experiment service: remote data (see embedded/experiment-service/handlers.ts). */
export { getRemoteData as GET } from '@/embedded/experiment-service/handlers';
