'use client';

import { type ReactNode, useState } from 'react';

/** The poster button of a YouTube figure, replaced by the player once pressed. */
export function YouTubePlayer({ id, title, poster }: { id: string; title: string; poster: ReactNode }) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <iframe
        className="video__frame"
        src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`}
        title={title}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    // Without JavaScript the poster is hidden: the caption's "watch on YouTube" link plays the video.
    <button type="button" className="video__poster js-only" onClick={() => setPlaying(true)}>
      {poster}
      <span className="video__title">Play video: {title}</span>
    </button>
  );
}
