'use client';

import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import './image-carousel.css';

export interface CarouselViewportProps {
  /** The carousel's visible title (server-rendered), shown beside the buttons. */
  heading?: ReactNode;
  previousLabel: string;
  nextLabel: string;
  /** False for a single slide: nothing to move between. */
  controls: boolean;
  /** The slides: `<li>` elements. */
  children: ReactNode;
}

interface Edges {
  atStart: boolean;
  atEnd: boolean;
}

/**
 * The carousel's client island: a horizontally scrolling, scroll-snapping list (usable with touch, trackpad,
 * keyboard and without JavaScript) plus previous/next buttons that scroll by one slide. Never moves on its own.
 */
export function CarouselViewport({ heading, previousLabel, nextLabel, controls, children }: CarouselViewportProps) {
  const trackId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState<Edges>({ atStart: true, atEnd: !controls });

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const atStart = track.scrollLeft <= 1;
    // Without layout (scrollWidth 0) nothing is known about the end: keep "next" usable.
    const atEnd = track.scrollWidth > 0 && track.scrollLeft + track.clientWidth >= track.scrollWidth - 1;
    setEdges((prev) => (prev.atStart === atStart && prev.atEnd === atEnd ? prev : { atStart, atEnd }));
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track || typeof ResizeObserver === 'undefined') return;
    // Fires once on observe (the initial measurement) and again when the viewport or slides change size.
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => observer.disconnect();
  }, [measure]);

  const scrollBySlide = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track || (direction < 0 ? edges.atStart : edges.atEnd)) return;
    const slide = track.querySelector<HTMLElement>(':scope > li');
    const gap = Number.parseFloat(getComputedStyle(track).columnGap) || 0;
    const distance = (slide?.offsetWidth || track.clientWidth) + gap;
    const reduceMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (typeof track.scrollBy === 'function') {
      track.scrollBy({ left: direction * distance, behavior: reduceMotion ? 'auto' : 'smooth' });
    } else {
      track.scrollLeft += direction * distance; // engines without Element.scrollBy
    }
  };

  return (
    <>
      {heading || controls ? (
        <div className="image-carousel__header">
          {heading}
          {controls ? (
            <div className="image-carousel__controls">
              <button
                type="button"
                className="image-carousel__button"
                aria-controls={trackId}
                aria-disabled={edges.atStart}
                onClick={() => scrollBySlide(-1)}
              >
                <Chevron direction="previous" />
                <span className="visually-hidden">{previousLabel}</span>
              </button>
              <button
                type="button"
                className="image-carousel__button"
                aria-controls={trackId}
                aria-disabled={edges.atEnd}
                onClick={() => scrollBySlide(1)}
              >
                <Chevron direction="next" />
                <span className="visually-hidden">{nextLabel}</span>
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
      {/* Focusable so keyboard users can scroll it with the arrow keys even where a slide has no link. */}
      <ul id={trackId} ref={trackRef} className="image-carousel__track" tabIndex={0} onScroll={measure}>
        {children}
      </ul>
    </>
  );
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="square"
      />
    </svg>
  );
}
