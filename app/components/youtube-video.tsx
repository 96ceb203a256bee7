import { useEffect, useRef, useState } from "react";
import { youtubeEmbedUrl, youtubeWatchUrl } from "~/lib/video-id";

interface YouTubeVideoProps {
  /** The 11-character video id. */
  id: string;
  labels: {
    /** The button that loads the player. */
    play: string;
    /** The link shown without JavaScript. */
    watch: string;
    /** The player's `title`, for screen readers. */
    title: string;
  };
}

/**
 * A video that contacts YouTube only when the visitor asks for it (DESIGN.md,
 * deliberate change 10): a Play button that inserts the privacy-enhanced
 * player, or without JavaScript a plain link to the video on YouTube.
 */
export function YouTubeVideo({ id, labels }: YouTubeVideoProps) {
  const [hydrated, setHydrated] = useState(false);
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => setHydrated(true), []);
  // The button disappears with the click: keep keyboard focus in the same place, on the player.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <div className="video-frame">
      {playing ? (
        <iframe
          ref={frame}
          src={youtubeEmbedUrl(id)}
          title={labels.title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : hydrated ? (
        <button type="button" className="video-start" onClick={() => setPlaying(true)}>
          <PlayIcon />
          <span>{labels.play}</span>
        </button>
      ) : (
        <a className="video-start" href={youtubeWatchUrl(id)} rel="noopener noreferrer">
          <PlayIcon />
          <span>{labels.watch}</span>
        </a>
      )}
    </div>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 68 48" width="68" height="48" aria-hidden="true" focusable="false">
      <rect width="68" height="48" rx="12" fill="currentColor" />
      <path d="M27 14v20l18-10z" fill="#fff" />
    </svg>
  );
}
