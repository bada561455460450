'use client';

import { RouteErrorView } from '@/components/status-views/StatusStrings';

/**
 * A layout below the root failed (the shared `[flags]` layout or a route group's, e.g. when the content source does
 * not answer and their layout entry is not cached): the error view, translated, without the shop's header. The
 * route groups' own `error.tsx` keep their layout when only the page fails.
 */
export default RouteErrorView;
