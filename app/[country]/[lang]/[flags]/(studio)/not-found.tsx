import { LocalizedNotFound } from '@/components/status-views/StatusStrings';

/** The 404 page (SPEC §2, §8) inside the studio: an unknown page entry, or the studio turned off (`STUDIO=off`). */
export default function NotFound() {
  return <LocalizedNotFound />;
}
