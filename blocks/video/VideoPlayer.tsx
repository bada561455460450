'use client';

import { useCallback, useState } from 'react';
import { CmsImage } from '@/components/cms-image/CmsImage';

export interface VideoPlayerProps {
  src: string;
  poster: { url: string; width: number; height: number; alt: string };
  /** Already translated: "Play video: {title}". */
  playLabel: string;
  captions?: { src: string; lang: string; label: string };
}

/**
 * The video's client island. It shows the poster and a play button; the `<video>` element (and so any
 * network request for the film) exists only after the shopper presses play. Playback starts from that
 * click — never on its own — inline on phones, with the browser's controls and the captions track.
 */
export function VideoPlayer({ src, poster, playLabel, captions }: VideoPlayerProps) {
  const [started, setStarted] = useState(false);

  // Runs once when the <video> mounts after the click: keep keyboard focus on the player and start it
  // (the click is the user gesture that allows playback with sound).
  const startPlayback = useCallback((video: HTMLVideoElement | null) => {
    if (!video) return;
    video.focus();
    try {
      Promise.resolve(video.play()).catch(() => {
        // Blocked or failed: the controls are there for the shopper to try again.
      });
    } catch {
      // Engines without media playback.
    }
  }, []);

  return (
    <div className="video__frame" style={{ aspectRatio: `${poster.width} / ${poster.height}` }}>
      {started ? (
        <video
          ref={startPlayback}
          className="video__player"
          src={src}
          poster={poster.url}
          width={poster.width}
          height={poster.height}
          controls
          playsInline
          // Focusable everywhere (browsers already make a <video controls> focusable), so focus can move here.
          tabIndex={0}
          preload="auto"
        >
          {captions ? <track kind="captions" src={captions.src} srcLang={captions.lang} label={captions.label} default /> : null}
        </video>
      ) : (
        <>
          <CmsImage className="video__poster" image={poster} alt={poster.alt} />
          <button type="button" className="video__play" onClick={() => setStarted(true)}>
            <span className="video__play-icon" aria-hidden="true">
              <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
                <path d="M8 5v14l11-7z" fill="currentColor" />
              </svg>
            </span>
            <span className="visually-hidden">{playLabel}</span>
          </button>
        </>
      )}
    </div>
  );
}
