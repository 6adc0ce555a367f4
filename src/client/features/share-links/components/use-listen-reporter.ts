import { useEffect, useRef } from 'react';
import { usePlayer } from '../../../lib/player/player-context';
import { ListenReporter, REPORT_EVERY_MS } from '../lib/listen-reporter';
import { listenTransport } from '../lib/listen-transport';
import { SAMPLE_MS } from '../lib/listen-spans';

/**
 * The listener page's receipts: samples the player every SAMPLE_MS while this page is open,
 * sends what was heard every REPORT_EVERY_MS, and with a beacon as the page goes. Only the
 * link's own songs are reported (`audioIds`): a song the player kept from elsewhere is not.
 */
export function useListenReporter(token: string, audioIds: ReadonlySet<string>) {
  const player = usePlayer();
  const latest = useRef({ player, audioIds });
  latest.current = { player, audioIds };

  useEffect(() => {
    const reporter = new ListenReporter(listenTransport(token));
    const sample = () => {
      const { player: state, audioIds: ours } = latest.current;
      const song = state.currentSong;
      const audioId = song && ours.has(song.id) ? song.id : null;
      reporter.sample({
        audioId,
        duration: state.duration || song?.duration || 0,
        time: state.currentTime,
        playing: state.status === 'playing',
        ended: state.status === 'ended',
      });
    };
    const sampling = window.setInterval(sample, SAMPLE_MS);
    const sending = window.setInterval(() => reporter.flush('request'), REPORT_EVERY_MS);
    // Hidden with the music paused: the listen is over (a phone may never show the page again).
    // Hidden while playing (music in a background tab): what was heard goes, the listen goes on.
    const onHidden = () => {
      if (document.visibilityState !== 'hidden') return;
      if (latest.current.player.isPlaying) reporter.flush('beacon');
      else reporter.end('beacon');
    };
    const onPageHide = () => reporter.end('beacon');
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.clearInterval(sampling);
      window.clearInterval(sending);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the page inside the app (the logo, Back): the listen ends as on a real leave.
      sample();
      reporter.end('beacon');
    };
  }, [token]);
}
