/** The embedded experiment service: visitor data (see embedded/experiment-service/handlers.ts). */
export { getVisitorData as GET } from '@/embedded/experiment-service/handlers';
