import Link from 'next/link';
/** A shopper's session on a studio page: 403 (server/studio/access.ts). */
export default function StudioForbidden() {
  return (
    <div className="studio-refused">
      <h1>Only editors may use the studio</h1>
      <p>You are signed in with a shopper account. Sign in with an editor account to build and publish pages.</p>
      <p>
        <Link href="/">Back to the shop</Link>
      </p>
    </div>
  );
}
