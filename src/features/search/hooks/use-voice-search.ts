import { useEffect, useRef, useState } from 'react';
import type { VoiceState } from '@/domain/search/voice';
import type { VoiceController } from './voice-controller';

interface Options {
  onTranscript(keyword: string): void;
  onDone(keyword: string): void;
}

/** Voice search for a component: its state, its message and a toggle. */
export function useVoiceSearch({ onTranscript, onDone }: Options) {
  const [state, setState] = useState<VoiceState>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const latest = useRef({ onTranscript, onDone });
  useEffect(() => {
    latest.current = { onTranscript, onDone };
  });
  const controller = useRef<VoiceController | null>(null);

  // The controller (and its speech rules) loads after the header renders: it is not in the shell.
  useEffect(() => {
    let c: VoiceController | null = null;
    let gone = false;
    void import('./voice-controller').then(({ browserSpeechRecognition, createVoiceController }) => {
      if (gone) return;
      c = createVoiceController(browserSpeechRecognition(), {
        onState: setState,
        onMessage: setMessage,
        onTranscript: (k) => latest.current.onTranscript(k),
        onDone: (k) => latest.current.onDone(k),
      });
      controller.current = c;
    });
    return () => {
      gone = true;
      c?.dispose();
      controller.current = null;
    };
  }, []);

  const toggle = () => {
    if (state === 'listening') controller.current?.stop();
    else controller.current?.start();
  };
  return { state, message, toggle };
}
