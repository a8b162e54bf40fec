import type { PublicVideo } from '@portal/contract/stories';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWideScreen } from '../../testing/media';
import { VideoPlayerDialog } from './VideoPlayerDialog';

const video = (id: number, over: Partial<PublicVideo> = {}): PublicVideo => ({
  id,
  story_id: 1,
  name: `Founder ${id}`,
  date: '2025-08-14',
  cover_url: `/storage/video_cover/cover-${id}.webp`,
  thumb_url: `/storage/video_cover/thumb_cover-${id}.webp`,
  video_url: `/storage/videos/clip-${id}.webm`,
  ...over,
});

const VIDEOS = [video(1), video(2), video(3)];

/** The dialog as the Stories page uses it: the page owns which video is open. */
function Harness({ start, onClose }: { start: number; onClose?: () => void }) {
  const [index, setIndex] = useState<number | null>(start);
  return (
    <VideoPlayerDialog
      videos={VIDEOS}
      index={index}
      onIndexChange={setIndex}
      onClose={() => {
        onClose?.();
        setIndex(null);
      }}
    />
  );
}

const player = () => document.querySelector('video') as HTMLVideoElement;

let pause: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  useWideScreen();
  // jsdom has no media playback: pause is a no-op we can watch, currentTime a plain field.
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});
afterEach(() => vi.restoreAllMocks());

describe('VideoPlayerDialog', () => {
  it('plays the video at once with controls, its cover as the poster', async () => {
    render(<Harness start={1} />);
    const dialog = await screen.findByRole('dialog', { name: /Founder 2/ });
    const el = player();
    expect(dialog).toContainElement(el);
    expect(el).toHaveAttribute('src', '/storage/videos/clip-2.webm');
    expect(el).toHaveAttribute('poster', '/storage/video_cover/cover-2.webp');
    expect(el.autoplay).toBe(true);
    expect(el.controls).toBe(true);
    expect(within(dialog).getByText('2 of 3')).toBeInTheDocument();
  });

  it('disables Previous on the first video and Next on the last, and walks between them', async () => {
    const user = userEvent.setup();
    render(<Harness start={0} />);
    const previous = await screen.findByRole('button', { name: 'Previous video' });
    const next = screen.getByRole('button', { name: 'Next video' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(screen.getByRole('dialog', { name: /Founder 2/ })).toBeInTheDocument();
    expect(player()).toHaveAttribute('src', '/storage/videos/clip-2.webm');
    expect(previous).toBeEnabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(screen.getByRole('dialog', { name: /Founder 3/ })).toBeInTheDocument();
    expect(screen.getByText('3 of 3')).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();

    // the arrow keys follow the same ends (focus inside the dialog, not on the player)
    screen.getByRole('button', { name: 'Close' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: /Founder 3/ })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: /Founder 2/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous video' }));
    expect(screen.getByRole('button', { name: 'Previous video' })).toBeDisabled();
  });

  it('pauses and rewinds to the start when closed', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness start={0} onClose={onClose} />);
    await screen.findByRole('dialog');
    const el = player();
    el.currentTime = 2.5;
    expect(el.currentTime).toBe(2.5);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(pause).toHaveBeenCalled();
    expect(pause.mock.contexts.at(-1)).toBe(el);
    expect(el.currentTime).toBe(0);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('pauses and rewinds on Escape too', async () => {
    const user = userEvent.setup();
    render(<Harness start={2} />);
    await screen.findByRole('dialog');
    const el = player();
    el.currentTime = 3;
    await user.keyboard('{Escape}');
    expect(pause.mock.contexts.at(-1)).toBe(el);
    expect(el.currentTime).toBe(0);
  });

  it('says when a video has no file yet', async () => {
    render(
      <VideoPlayerDialog
        videos={[video(1, { video_url: null })]}
        index={0}
        onIndexChange={() => {}}
        onClose={() => {}}
      />,
    );
    expect(await screen.findByText('This video will be available soon.')).toBeInTheDocument();
    expect(player()).toBeNull();
    expect(screen.getByRole('button', { name: 'Previous video' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next video' })).toBeDisabled();
  });
});
