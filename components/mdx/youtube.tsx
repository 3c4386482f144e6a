import { YouTubePlayer } from './youtube-player';

/**
 * A YouTube video that loads nothing from YouTube until the reader asks for it: a button first,
 * the privacy-enhanced player after the click. Rendered on the server, so a bad id fails the
 * build; only the button that swaps in the player runs in the browser.
 */
export function YouTube({ id, title }: { id: string; title: string }) {
  if (!/^[\w-]{11}$/.test(id)) throw new Error(`<YouTube id="${id}"> is not a YouTube video id.`);
  return (
    <figure className="video">
      <YouTubePlayer
        id={id}
        title={title}
        poster={
          <svg viewBox="0 0 68 48" width="68" height="48" aria-hidden="true">
            <path
              fill="#d40000"
              d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.2.3 34 .3 34 .3s-21.2 0-26.5 1.4a8.5 8.5 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6C12.8 47.7 34 47.7 34 47.7s21.2 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3z"
            />
            <path fill="#fff" d="m45 24-18-10v20z" />
          </svg>
        }
      />
      <figcaption>
        {title} ·{' '}
        <a href={`https://www.youtube.com/watch?v=${id}`} rel="noopener noreferrer">
          watch on YouTube
        </a>
      </figcaption>
    </figure>
  );
}
