import { conversationRoutes } from '@app/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/errors';
import { useServices } from '../../app/services-context';
import { useAppTranslation } from '../../i18n/use-app-translation';

type TState = { kind: 'idle' } | { kind: 'loading' } | { kind: 'playing' } | { kind: 'failed'; message: string };

/**
 * Reads a reply aloud with the user's text-to-speech model (`conversation/tts`), shown when the
 * assistant has TTS on. The audio is fetched when asked, played, and let go when it ends or the
 * reply leaves the screen. Without a TTS model the server's message says what to set up.
 */
export function ReadAloudButton({ text }: { text: string }) {
  const { t } = useAppTranslation();
  const { api } = useServices();
  const [state, setState] = useState<TState>({ kind: 'idle' });
  const playing = useRef<{ audio: HTMLAudioElement; url: string } | null>(null);

  const stop = useCallback((): void => {
    if (!playing.current) return;
    playing.current.audio.pause();
    URL.revokeObjectURL(playing.current.url);
    playing.current = null;
  }, []);
  // A reply that leaves the screen stops talking.
  useEffect(() => stop, [stop]);

  async function handleClick(): Promise<void> {
    if (state.kind === 'playing') {
      stop();
      setState({ kind: 'idle' });
      return;
    }
    setState({ kind: 'loading' });
    try {
      const { blob } = await api.download(conversationRoutes.tts, { text });
      const url = URL.createObjectURL(blob);
      const audio = new Audio(url);
      playing.current = { audio, url };
      audio.addEventListener('ended', () => {
        stop();
        setState({ kind: 'idle' });
      });
      await audio.play();
      setState({ kind: 'playing' });
    } catch (error) {
      stop();
      setState({
        kind: 'failed',
        message: error instanceof ApiError ? error.message : t('chat:assistant.readAloudFailed'),
      });
    }
  }

  const label =
    state.kind === 'loading'
      ? t('chat:assistant.readingAloud')
      : state.kind === 'playing'
        ? t('chat:assistant.stopReading')
        : t('chat:assistant.readAloud');
  return (
    <div className="flex flex-col gap-1 text-xs">
      <button
        type="button"
        onClick={handleClick}
        disabled={state.kind === 'loading'}
        className="self-start rounded px-2 py-1 text-ink-muted hover:bg-surface-muted hover:text-ink disabled:opacity-60"
        data-testid="assistant-read-aloud"
      >
        {label}
      </button>
      {state.kind === 'failed' ? (
        <p role="alert" className="text-danger" data-testid="assistant-read-aloud-error">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
