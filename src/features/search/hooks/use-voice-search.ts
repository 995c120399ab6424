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
  // A press that came before the controller's code arrived: it starts listening once it has (on a slow
  // phone the button is on screen before that code, and a press must never be lost).
  const pressedEarly = useRef(false);

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
      if (pressedEarly.current) {
        pressedEarly.current = false;
        c.start();
      }
    });
    return () => {
      gone = true;
      c?.dispose();
      controller.current = null;
    };
  }, []);

  const toggle = () => {
    if (!controller.current) pressedEarly.current = !pressedEarly.current;
    else if (state === 'listening') controller.current.stop();
    else controller.current.start();
  };
  return { state, message, toggle };
}
