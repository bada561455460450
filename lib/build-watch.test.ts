import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_FOCUS_MIN_GAP_MS, BUILD_MANIFEST_PATH, BUILD_POLL_MS, fetchServerBuildId, watchBuild } from './build-watch';
import { buildIsStale, markBuildStale } from './build-version';

function setup(answers: Array<string | undefined | Error>) {
  const events = new EventTarget();
  const fetchBuildId = vi.fn(async () => {
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (next instanceof Error) throw next;
    return next;
  });
  const onStale = vi.fn();
  const stop = watchBuild({ pageBuildId: 'build-1', fetchBuildId, onStale, events: events as unknown as Window });
  const focus = () => events.dispatchEvent(new Event('focus'));
  return { fetchBuildId, onStale, stop, focus };
}

describe('build manifest polling (SPEC §7)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks every five minutes and says nothing while the build is the same', async () => {
    const { fetchBuildId, onStale, stop } = setup(['build-1']);
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS - 1);
    expect(fetchBuildId).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * BUILD_POLL_MS);
    expect(fetchBuildId).toHaveBeenCalledTimes(3);
    expect(onStale).not.toHaveBeenCalled();
    stop();
  });

  it('reports a new build once and stops polling', async () => {
    const { fetchBuildId, onStale } = setup(['build-1', 'build-2']);
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS);
    expect(onStale).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS);
    expect(onStale).toHaveBeenCalledExactlyOnceWith('build-2');
    await vi.advanceTimersByTimeAsync(5 * BUILD_POLL_MS);
    expect(fetchBuildId).toHaveBeenCalledTimes(2);
  });

  it('asks when the tab gets focus, at most once a minute', async () => {
    const { fetchBuildId, onStale, focus } = setup(['build-1', 'build-1', 'build-2']);
    focus();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(BUILD_FOCUS_MIN_GAP_MS - 1);
    focus();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    focus();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchBuildId).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS);
    expect(onStale).toHaveBeenCalledExactlyOnceWith('build-2');
  });

  it('keeps polling after a failed or empty answer', async () => {
    const { fetchBuildId, onStale } = setup([new Error('offline'), undefined, 'build-2']);
    await vi.advanceTimersByTimeAsync(2 * BUILD_POLL_MS);
    expect(onStale).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS);
    expect(fetchBuildId).toHaveBeenCalledTimes(3);
    expect(onStale).toHaveBeenCalledExactlyOnceWith('build-2');
  });

  it('does nothing once stopped, not even with an answer on its way', async () => {
    let answer: (id: string) => void = () => {};
    const events = new EventTarget();
    const onStale = vi.fn();
    const fetchBuildId = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const stop = watchBuild({ pageBuildId: 'build-1', fetchBuildId, onStale, events: events as unknown as Window });
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS);
    stop();
    answer('build-2');
    await vi.advanceTimersByTimeAsync(3 * BUILD_POLL_MS);
    events.dispatchEvent(new Event('focus'));
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
    expect(onStale).not.toHaveBeenCalled();
  });

  it('reads the server build id from the build manifest route, uncached', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ buildId: 'build-9' }));
    expect(await fetchServerBuildId(fetchImpl)).toBe('build-9');
    expect(fetchImpl).toHaveBeenCalledWith(BUILD_MANIFEST_PATH, expect.objectContaining({ cache: 'no-store' }));
    expect(await fetchServerBuildId(async () => new Response('busy', { status: 503 }))).toBeUndefined();
    expect(await fetchServerBuildId(async () => Response.json({ buildId: 42 }))).toBeUndefined();
  });

  it('the stale flag the navigation guard reads', () => {
    expect(buildIsStale()).toBe(false);
    markBuildStale();
    expect(buildIsStale()).toBe(true);
    markBuildStale(false);
  });
});
