import { LocalizedNotFound } from '@/components/status-views/StatusStrings';

/** The 404 page (SPEC §2, §8) inside the preview layout, in the page's language. */
export default function NotFound() {
  return <LocalizedNotFound />;
}
