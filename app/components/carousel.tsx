import useEmblaCarousel from "embla-carousel-react";
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

/**
 * One slide per view, looping, 10 px between slides, following the WAI-ARIA
 * carousel pattern. Server-rendered as a horizontally scrollable strip with
 * scroll snapping, so every slide can be read without JavaScript; once the
 * script runs, Embla takes over and the buttons appear.
 */
export function Carousel({ slides, labels, autoplayMs, className }: CarouselProps) {
  const count = slides.length;
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: "start" });
  const [enhanced, setEnhanced] = useState(false);
  const [selected, setSelected] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const autoplay = autoplayMs !== undefined && autoplayMs > 0 && count > 1;
  /** The visitor's choice through the pause/play button. */
  const [playing, setPlaying] = useState(autoplay);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  /** Announce the slide only when the visitor moved it, never while it rotates by itself. */
  const [announce, setAnnounce] = useState(false);
  const rotationButton = useRef<HTMLButtonElement>(null);
  const slidesId = useId();

  useEffect(() => {
    if (!api) return;
    // Someone may have scrolled the no-JavaScript strip before the script arrived: stay on that slide.
    const viewport = api.rootNode();
    const scrolled = viewport.scrollLeft;
    const width = viewport.clientWidth;
    viewport.scrollLeft = 0;
    if (scrolled > 0 && width > 0) api.scrollTo(Math.round(scrolled / (width + 10)), true);
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on("select", onSelect).on("reInit", onSelect);
    setEnhanced(true);
    return () => {
      api.off("select", onSelect).off("reInit", onSelect);
    };
  }, [api]);

  // No automatic motion at all for people who asked their system for less.
  useEffect(() => {
    if (reducedMotion) setPlaying(false);
  }, [reducedMotion]);

  const goTo = useCallback(
    (index: number) => {
      api?.scrollTo(index, reducedMotion);
    },
    [api, reducedMotion],
  );

  const next = useCallback(() => {
    if (!api) return;
    if (api.canScrollNext()) api.scrollNext(reducedMotion);
    else api.scrollTo(0, reducedMotion);
  }, [api, reducedMotion]);

  const previous = useCallback(() => {
    if (!api) return;
    if (api.canScrollPrev()) api.scrollPrev(reducedMotion);
    else api.scrollTo(api.scrollSnapList().length - 1, reducedMotion);
  }, [api, reducedMotion]);

  const rotating = autoplay && enhanced && playing && !reducedMotion && !hovered && !focused;

  useEffect(() => {
    if (!rotating || !api || autoplayMs === undefined) return;
    let timer = 0;
    const tick = () => {
      setAnnounce(false);
      next();
    };
    const start = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(tick, autoplayMs);
    };
    const hold = () => window.clearTimeout(timer);
    // Every change of slide, automatic or by hand (a swipe), starts a full interval.
    api.on("select", start).on("pointerDown", hold).on("pointerUp", start);
    start();
    return () => {
      window.clearTimeout(timer);
      api.off("select", start).off("pointerDown", hold).off("pointerUp", start);
    };
  }, [rotating, api, autoplayMs, next]);

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
      <div
        className="carousel-viewport"
        ref={viewportRef}
        // Without the script the strip scrolls; a keyboard must be able to scroll it too.
        tabIndex={enhanced ? undefined : 0}
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
