import { type FocusEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { fill } from "~/i18n/types";
import carouselCss from "~/styles/carousel.css?url";

/** The carousel's stylesheet, for the `links` export of every route that shows one. */
export const carouselStylesheet = carouselCss;

/** Every word the carousel says, in the page's language: the component has none of its own. */
export interface CarouselLabels {
  /** Accessible name of the carousel region, e.g. "Project photos". */
  carousel: string;
  /** `aria-roledescription` of the region, e.g. "carousel". */
  roleCarousel: string;
  /** `aria-roledescription` of each slide, e.g. "slide". */
  roleSlide: string;
  /** Each slide's label, with {n} and {total} filled in: "{n} of {total}". */
  slide: string;
  /** Each dot's label, with {n} filled in: "Go to slide {n}". */
  goTo: string;
  previous: string;
  next: string;
  /** The rotation button while the slides rotate (only shown with `autoplayMs`). */
  pause: string;
  /** The rotation button while rotation is stopped (only shown with `autoplayMs`). */
  play: string;
  /**
   * Shown only without JavaScript, where the slides are a strip to scroll:
   * "Scroll sideways to see all {total} photos." ({total} is filled in).
   */
  scrollHint?: string;
}

export interface CarouselProps {
  slides: ReactNode[];
  labels: CarouselLabels;
  /** Advance every so many milliseconds, with a pause/play button; never under reduced motion. */
  autoplayMs?: number;
  className?: string;
}

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(reducedMotionQuery);
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return reduced;
}

/** What a visitor does on the strip that takes over from a button's scrolling. */
const takeOverEvents = ["pointerdown", "wheel", "keydown"] as const;

/** The slide whose place the strip is scrolled to: each slide is as wide as the strip plus the gap. */
function slideShown(viewport: HTMLElement): number {
  const step = viewport.querySelector<HTMLElement>(".carousel-slide")?.offsetWidth ?? 0;
  return step > 0 ? Math.round(viewport.scrollLeft / step) : 0;
}

/**
 * One slide per view, 10 px between slides, following the WAI-ARIA carousel
 * pattern. The slides are a horizontally scrolling strip with scroll
 * snapping, with or without JavaScript: a finger swipes it as the browser
 * scrolls it. Once the script runs, the buttons appear and move the strip
 * (from the last slide, "next" goes back to the first). No carousel library:
 * the browser's own scrolling does what one did, for about 8 KiB less on
 * every page that shows one (docs/decisions/0071-carousel-on-native-scrolling.md).
 */
export function Carousel({ slides, labels, autoplayMs, className }: CarouselProps) {
  const count = slides.length;
  const viewportRef = useRef<HTMLDivElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [selected, setSelected] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const autoplay = autoplayMs !== undefined && autoplayMs > 0 && count > 1;
  /** The visitor's choice through the pause/play button. */
  const [playing, setPlaying] = useState(autoplay);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  /** A finger or a pointer is on the strip: no slide moves under it. */
  const [held, setHeld] = useState(false);
  /** Announce the slide only when the visitor moved it, never while it rotates by itself. */
  const [announce, setAnnounce] = useState(false);
  const rotationButton = useRef<HTMLButtonElement>(null);
  const slidesId = useId();

  /** The slide a button scrolls to: the slides passed on the way there are not "shown". */
  const target = useRef<number | null>(null);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const onScroll = () => {
      const shown = slideShown(viewport);
      if (target.current !== null && shown !== target.current) return;
      target.current = null;
      setSelected(shown);
    };
    const takeOver = () => {
      target.current = null;
    };
    // Someone may have scrolled the strip before the script arrived: that slide is the one shown.
    setSelected(slideShown(viewport));
    viewport.addEventListener("scroll", onScroll, { passive: true });
    for (const type of takeOverEvents) viewport.addEventListener(type, takeOver, { passive: true });
    setEnhanced(true);
    return () => {
      viewport.removeEventListener("scroll", onScroll);
      for (const type of takeOverEvents) viewport.removeEventListener(type, takeOver);
    };
  }, []);

  // No automatic motion at all for people who asked their system for less.
  useEffect(() => {
    if (reducedMotion) setPlaying(false);
  }, [reducedMotion]);

  const goTo = useCallback(
    (index: number) => {
      const viewport = viewportRef.current;
      const slide = viewport?.querySelectorAll<HTMLElement>(".carousel-slide")[index];
      if (!viewport || !slide) return;
      target.current = index;
      viewport.scrollTo({ left: index * slide.offsetWidth, behavior: reducedMotion ? "instant" : "smooth" });
      setSelected(index);
    },
    [reducedMotion],
  );

  const next = useCallback(() => goTo((selected + 1) % count), [goTo, selected, count]);
  const previous = useCallback(() => goTo((selected - 1 + count) % count), [goTo, selected, count]);

  const rotating = autoplay && enhanced && playing && !reducedMotion && !hovered && !focused && !held;

  // Every change of slide, automatic or by hand (a swipe), starts a full interval.
  useEffect(() => {
    if (!rotating || autoplayMs === undefined) return;
    const timer = window.setTimeout(() => {
      setAnnounce(false);
      next();
    }, autoplayMs);
    return () => window.clearTimeout(timer);
  }, [rotating, autoplayMs, next]);

  const byHand = (move: () => void) => () => {
    setAnnounce(true);
    move();
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    // Focus on the rotation button itself must not stop rotation, or "play" could never start it.
    setFocused(event.target !== rotationButton.current);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const slideLabel = (index: number) => fill(labels.slide, { n: index + 1, total: count });
  const classes = ["carousel", className].filter(Boolean).join(" ");

  return (
    <section
      className={classes}
      aria-roledescription={labels.roleCarousel}
      aria-label={labels.carousel}
      data-enhanced={enhanced ? "" : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {/* The buttons come first, as in the WAI-ARIA pattern (the rotation button first of all); CSS shows them below. */}
      {count > 1 ? (
        <div className="carousel-controls">
          {autoplay ? (
            <button
              ref={rotationButton}
              type="button"
              className="carousel-button"
              aria-label={playing ? labels.pause : labels.play}
              onClick={() => setPlaying((p) => !p)}
            >
              {playing ? <PauseIcon /> : <PlayIcon />}
            </button>
          ) : null}
          <button
            type="button"
            className="carousel-button"
            aria-label={labels.previous}
            aria-controls={slidesId}
            onClick={byHand(previous)}
          >
            <ArrowIcon direction="previous" />
          </button>
          <ul className="carousel-dots">
            {slides.map((_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide place
              <li key={index}>
                <button
                  type="button"
                  className="carousel-dot"
                  aria-label={fill(labels.goTo, { n: index + 1 })}
                  aria-controls={slidesId}
                  aria-current={index === selected ? "true" : undefined}
                  onClick={byHand(() => goTo(index))}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="carousel-button"
            aria-label={labels.next}
            aria-controls={slidesId}
            onClick={byHand(next)}
          >
            <ArrowIcon direction="next" />
          </button>
          <p className="visually-hidden" aria-live="polite" aria-atomic="true">
            {announce ? slideLabel(selected) : ""}
          </p>
          {labels.scrollHint ? (
            <noscript>
              <p className="carousel-hint">{fill(labels.scrollHint, { total: count })}</p>
            </noscript>
          ) : null}
        </div>
      ) : null}
      <div
        className="carousel-viewport"
        ref={viewportRef}
        // The strip scrolls: a keyboard must be able to scroll it too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable (WCAG 2.1.1; axe's scrollable-region-focusable)
        tabIndex={0}
        onPointerDown={() => setHeld(true)}
        onPointerUp={() => setHeld(false)}
        onPointerCancel={() => setHeld(false)}
        onPointerLeave={() => setHeld(false)}
      >
        <div className="carousel-container" id={slidesId}>
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not a form fieldset
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides have no identity but their place, and never reorder
              key={index}
              className="carousel-slide"
              role="group"
              aria-roledescription={labels.roleSlide}
              aria-label={slideLabel(index)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function ArrowIcon({ direction }: { direction: "previous" | "next" }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === "previous" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </svg>
  );
}
