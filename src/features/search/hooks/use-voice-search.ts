import { useEffect, useRef, useState } from 'react';
import type { VoiceState } from '@/domain/search/voice';
import { browserSpeechRecognition, createVoiceController, type VoiceController } from './voice-controller';

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

  useEffect(() => {
    const c = createVoiceController(browserSpeechRecognition(), {
      onState: setState,
      onMessage: setMessage,
      onTranscript: (k) => latest.current.onTranscript(k),
      onDone: (k) => latest.current.onDone(k),
    });
    controller.current = c;
    return () => {
      c.dispose();
      controller.current = null;
    };
  }, []);

  const toggle = () => {
    if (state === 'listening') controller.current?.stop();
    else controller.current?.start();
  };
  return { state, message, toggle };
}
