'use client';

import { RouteErrorView } from '@/components/status-views/StatusStrings';

/** A fatal error in a page of the blank layout (happening, booking-provider returns, swagger) shows the error view (SPEC §2); the layout stays. */
export default RouteErrorView;
