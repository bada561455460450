'use client';
/**
 * `/studio/people`: the studio's editors and admins, with per row a role change, "Send a password reset link" and
 * "Remove from the studio" (asked first in a dialog), and "Add a person" (mailed a link to set their password).
 */
import { useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { roleInWords, type StudioRole } from '@/schemas/api/studio-people';
import { studioCall } from './api';

export interface StudioPersonRow {
  id: string;
  email: string;
  name: string;
  role: StudioRole;
  lastSignedInAt: string | null;
}

type Message = { kind: 'status' | 'alert'; text: string } | undefined;

const ROLE_NAMES: Record<StudioRole, string> = { editor: 'Editor', publisher: 'Publisher', admin: 'Admin' };

const signedIn = (at: string | null) => (at ? <time dateTime={at}>{at.slice(0, 16).replace('T', ' ')}</time> : 'Never signed in');

export function PeopleManager({ people, selfId }: { people: StudioPersonRow[]; selfId: string }) {
  const [message, setMessage] = useState<Message>();
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<StudioPersonRow>();
  const dialog = useRef<HTMLDialogElement>(null);
  const router = useRouter();

  async function act<T>(call: () => Promise<{ ok: true; value: T } | { ok: false; message: string }>, success: (value: T) => string): Promise<boolean> {
    setBusy(true);
    setMessage(undefined);
    const answer = await call();
    setBusy(false);
    if (!answer.ok) {
      setMessage({ kind: 'alert', text: answer.message });
      return false;
    }
    setMessage({ kind: 'status', text: success(answer.value) });
    router.refresh();
    return true;
  }

  async function onAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const body = { email: String(data.get('email') ?? ''), firstName: String(data.get('firstName') ?? ''), lastName: String(data.get('lastName') ?? ''), role: String(data.get('role') ?? 'editor') };
    const added = await act(() => studioCall<StudioPersonRow>('POST', '/api/studio/people', body), (p) => `${p.email} was added as ${roleInWords(p.role)} and was sent a link to set their password.`);
    if (added) form.reset();
  }

  function askRemove(person: StudioPersonRow) {
    setRemoving(person);
    dialog.current?.showModal();
  }

  async function confirmRemove() {
    const person = removing;
    dialog.current?.close();
    if (!person) return;
    await act(() => studioCall('DELETE', `/api/studio/people/${person.id}`), () => `${person.email} was removed from the studio; their sessions have ended.`);
  }

  return (
    <>
      {message && (
        <p role={message.kind} className={message.kind === 'alert' ? 'studio-field-error' : undefined}>
          {message.text}
        </p>
      )}
      <table className="studio-table">
        <caption className="visually-hidden">The studio&apos;s people, by e-mail</caption>
        <thead>
          <tr>
            <th scope="col">E-mail</th>
            <th scope="col">Name</th>
            <th scope="col">Role</th>
            <th scope="col">Last sign-in (UTC)</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {people.map((p) => (
            <tr key={p.id}>
              <th scope="row">{p.email}</th>
              <td>{p.name}</td>
              <td>
                <label className="visually-hidden" htmlFor={`role-${p.id}`}>
                  Role of {p.email}
                </label>
                <select
                  id={`role-${p.id}`}
                  value={p.role}
                  disabled={busy}
                  onChange={(e) => {
                    const role = e.target.value as StudioRole;
                    void act(() => studioCall('PATCH', `/api/studio/people/${p.id}`, { role }), () => `${p.email} is now ${roleInWords(role)}.`);
                  }}
                >
                  {Object.entries(ROLE_NAMES).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              </td>
              <td>{signedIn(p.lastSignedInAt)}</td>
              <td>
                <button type="button" disabled={busy} aria-label={`Send a password reset link to ${p.email}`} onClick={() => void act(() => studioCall('POST', `/api/studio/people/${p.id}/password-reset`), () => `A password reset link was sent to ${p.email}.`)}>
                  Send a password reset link
                </button>{' '}
                {p.id !== selfId && (
                  <button type="button" disabled={busy} aria-label={`Remove from the studio: ${p.email}`} onClick={() => askRemove(p)}>
                    Remove from the studio
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dialog ref={dialog} className="studio-new" aria-labelledby="studio-remove-heading" onClose={() => setRemoving(undefined)}>
        <h2 id="studio-remove-heading">Remove {removing?.email} from the studio?</h2>
        <p>They can no longer open the studio, their password stops working and their sessions end. Their account stays.</p>
        <button type="button" onClick={() => void confirmRemove()}>
          Remove
        </button>{' '}
        <button type="button" onClick={() => dialog.current?.close()}>
          Cancel
        </button>
      </dialog>
      <form className="studio-new" onSubmit={onAdd} aria-labelledby="studio-add-heading">
        <h2 id="studio-add-heading">Add a person</h2>
        <p>They get an e-mail with a link to set their password (valid 1 hour; send another from their row).</p>
        <label className="studio-field">
          <span>E-mail</span>
          <input name="email" type="email" required autoComplete="off" />
        </label>
        <label className="studio-field">
          <span>First name</span>
          <input name="firstName" required autoComplete="off" />
        </label>
        <label className="studio-field">
          <span>Last name</span>
          <input name="lastName" required autoComplete="off" />
        </label>
        <label className="studio-field">
          <span>Role</span>
          <select name="role" defaultValue="editor">
            <option value="editor">Editor: builds pages and saves drafts</option>
            <option value="publisher">Publisher: also publishes and unpublishes</option>
            <option value="admin">Admin: also manages the studio&apos;s people</option>
          </select>
        </label>
        <button type="submit" disabled={busy}>
          Add person
        </button>
      </form>
    </>
  );
}
