/** The embedded experiment service: configuration (see embedded/experiment-service/handlers.ts). */
export { getConfiguration as GET } from '@/embedded/experiment-service/handlers';
