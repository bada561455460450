/**
 * Whether the browser holds a session: the readable `jwt-data` cookie (SPEC §4, §6). A module of its own,
 * so the header's menu can ask without loading the API client.
 */
import { readBrowserCookie } from '@/lib/cookies';

export const hasSession = (): boolean => typeof document !== 'undefined' && readBrowserCookie('jwtData') !== undefined;
