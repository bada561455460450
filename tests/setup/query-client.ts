/** Component tests: every case starts with an empty page query cache, so one case's answers never reach the next. */
import { beforeEach } from 'vitest';
import { newPageQueryCache } from '@/components/query/testing/test-query-client';

beforeEach(newPageQueryCache);
