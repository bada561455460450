'use client';

import { RouteErrorView } from '@/components/status-views/StatusStrings';

/** A fatal error in a studio page shows the error view (SPEC §2) inside the studio's bar; "Try again" re-renders it. */
export default RouteErrorView;
