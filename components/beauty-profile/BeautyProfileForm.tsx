'use client';

/**
 * The `/account/beauty-profile` island: the member's skin type, skin concerns (several), hair type,
 * complexion and product preferences, as radio groups and check boxes. It loads the saved profile, saves the
 * whole profile with `PUT beauty-profile`, and says what is still missing for a complete profile; the first
 * completion earns the country's points (shown once, as the API reports them). A guest is sent to sign in.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api-client/client';
import { fill } from '@/lib/i18n/plural-templates';
import { apiKey } from '@/lib/api-client/query-keys';
import { useApiMutation } from '../query/use-api-query';
import {
  BEAUTY_PROFILE_MESSAGES, COMPLEXIONS, HAIR_TYPES, PREFERENCES, SKIN_CONCERNS, SKIN_TYPES, missingParts, type BeautyProfile, type BeautyProfileResponse,
} from '@/schemas/api/beauty-profile';
import { fullNavigation, withQuery } from '../account/location';
import { useMemberLoad } from '../account/use-member-load';
import type { ApiLocale } from '../account/account-api';
import { AlertIcon } from '../icons/Icons';
import type { SectionLabels } from '@/lib/i18n/section-labels';
import { FieldsUntilHydrated } from '../hydration/FieldsUntilHydrated';

export type BeautyProfileLabels = SectionLabels<'beautyProfile.'>;

export interface BeautyProfileFormProps {
  labels: BeautyProfileLabels;
  api: ApiLocale;
  /** The points the country gives for completing the profile. */
  points: number;
  paths: { signIn: string };
  navigate?: (url: string) => void;
}

type Single = 'skinType' | 'hairType' | 'complexion';
type Several = 'skinConcerns' | 'preferences';

export function BeautyProfileForm({ labels, api, points, paths, navigate = fullNavigation }: BeautyProfileFormProps) {
  const read = useCallback((signal: AbortSignal) => import('../reviews/review-api').then(({ reviewApi }) => reviewApi(api).beautyProfile(signal)), [api]);
  const { load, retry } = useMemberLoad(read, paths.signIn, navigate, apiKey('beauty-profile', api));
  if (load.state === 'loading') return <div className="skeleton beauty-profile__skeleton" role="status" aria-label={labels.loading} />;
  if (load.state === 'failed') {
    return (
      <div role="alert">
        <p>{labels.loadFailed}</p>
        <button type="button" className="button" onClick={retry}>{labels.retry}</button>
      </div>
    );
  }
  return <ProfileForm labels={labels} api={api} points={points} paths={paths} navigate={navigate} initial={load.data} />;
}

function ProfileForm({ labels, api, points, paths, navigate, initial }: Required<BeautyProfileFormProps> & { initial: BeautyProfileResponse }) {
  const [profile, setProfile] = useState<BeautyProfile>(initial.profile);
  const [saved, setSaved] = useState<BeautyProfileResponse>(initial);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; lines: string[] } | null>(null);
  const [saving, setSaving] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  // Saving is a mutation (never repeated automatically); its answer becomes the page's `beauty-profile` query.
  const save = useApiMutation(
    (next: BeautyProfile) => import('../reviews/review-api').then(({ reviewApi }) => reviewApi(api).saveBeautyProfile(next)),
    (answer, _next, client) => client.setQueryData(apiKey('beauty-profile', api), answer),
  );

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const choose = (part: Single, value: string) => setProfile((p) => ({ ...p, [part]: value }));
  const toggle = (part: Several, value: string, on: boolean) =>
    setProfile((p) => ({ ...p, [part]: on ? [...(p[part] as string[]), value] : (p[part] as string[]).filter((v) => v !== value) }));
  const missing = missingParts(profile);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setNotice(null);
    try {
      const answer = await save.mutateAsync(profile);
      setSaved(answer);
      setProfile(answer.profile);
      const lines = [answer.message === BEAUTY_PROFILE_MESSAGES.completed ? labels.completed : labels.saved];
      if (answer.pointsAwarded) lines.push(fill(labels.pointsEarned, { points: answer.pointsAwarded }));
      setNotice({ kind: 'success', lines });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) navigate(withQuery(paths.signIn, { return_to: window.location.pathname }));
      else setNotice({ kind: 'error', lines: [labels.saveFailed] });
    } finally {
      setSaving(false);
    }
  };

  const radios = (part: Single, values: readonly string[]) => (
    <fieldset className="form-group beauty-profile__group">
      <legend className="form-field__label">{labels[part]}</legend>
      <div className="profile-options">
        {values.map((value) => (
          <label key={value} className="profile-option">
            <input type="radio" name={part} value={value} checked={profile[part] === value} onChange={() => choose(part, value)} />
            <span>{labels[`${part}.${value}` as keyof BeautyProfileLabels]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
  const boxes = (part: Several, values: readonly string[], hint: string) => (
    <fieldset className="form-group beauty-profile__group" aria-describedby={`beauty-${part}-hint`}>
      <legend className="form-field__label">{labels[part]}</legend>
      <p id={`beauty-${part}-hint`} className="form-field__hint">{hint}</p>
      <div className="profile-options">
        {values.map((value) => (
          <label key={value} className="profile-option">
            <input type="checkbox" name={part} value={value} checked={(profile[part] as string[]).includes(value)} onChange={(e) => toggle(part, value, e.target.checked)} />
            <span>{labels[`${part}.${value}` as keyof BeautyProfileLabels]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );

  return (
    <form className="beauty-profile" onSubmit={submit} aria-label={labels.heading}>
      <FieldsUntilHydrated>
        <p className="beauty-profile__intro">{saved.completedAt ? labels.introDone : fill(labels.intro, { points })}</p>
        {notice ? (
          <div ref={noticeRef} tabIndex={-1} className={`form-message form-message--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
            {notice.kind === 'error' ? <AlertIcon /> : null}
            <div>{notice.lines.map((line) => <p key={line}>{line}</p>)}</div>
          </div>
        ) : null}
        {radios('skinType', SKIN_TYPES)}
        {boxes('skinConcerns', SKIN_CONCERNS, labels.skinConcernsHint)}
        {radios('hairType', HAIR_TYPES)}
        {radios('complexion', COMPLEXIONS)}
        {boxes('preferences', PREFERENCES, labels.preferencesHint)}
        <p className="beauty-profile__progress">
          {missing.length ? fill(labels.missing, { parts: missing.map((part) => labels[part]).join(', ') }) : labels.complete}
        </p>
        <button type="submit" className="button beauty-profile__save" disabled={saving}>{saving ? labels.saving : labels.save}</button>
      </FieldsUntilHydrated>
    </form>
  );
}
