/**
 * The browser's device id (the `device-id` cookie), which owns a guest's bag. The proxy gives one to a browser on
 * its first page, so that the page's own API calls (the header's count, an add to the bag) all carry the same id;
 * an API call without one (a client of the API alone) still gets one from the bag's routes.
 */
const DEVICE_ID = /^[A-Za-z0-9_-]{8,100}$/;

/** Whether a cookie value is a device id the store would have issued (anything else is replaced). */
export const isDeviceId = (value: string | undefined | null): value is string => typeof value === 'string' && DEVICE_ID.test(value);

/** A new device id. */
export const newDeviceId = (): string => crypto.randomUUID();
