import {
  isMicrophoneBlocked,
  normaliseTranscript,
  shouldStopListening,
  VOICE_BLOCKED_MESSAGE_MS,
  VOICE_BLOCKED_TEXT,
  VOICE_CHECK_MS,
  VOICE_UNSUPPORTED_TEXT,
  type ListeningClock,
  type VoiceState,
} from '@/domain/search/voice';

/** The part of the Web Speech API's SpeechRecognition the store uses (TypeScript's DOM lib lacks it). */
export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { resultIndex: number; results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

export interface VoiceCallbacks {
  onState(state: VoiceState): void;
  /** The keyword so far, normalised, while the shopper speaks. */
  onTranscript(keyword: string): void;
  /** Listening ended with something said. */
  onDone(keyword: string): void;
  /** A message for the shopper; null clears it. */
  onMessage(text: string | null): void;
}

export interface VoiceController {
  start(): void;
  stop(): void;
  dispose(): void;
}

interface Timers {
  now(): number;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

const realTimers: Timers = {
  now: () => Date.now(),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (id) => globalThis.clearInterval(id as ReturnType<typeof setInterval>),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

/** The browser's speech recognition, prefixed or not; undefined where there is none. */
export function browserSpeechRecognition(): SpeechRecognitionConstructor | undefined {
  const w = globalThis as unknown as {
    SpeechRecognition?: SpeechRecognitionConstructor;
    webkitSpeechRecognition?: SpeechRecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/**
 * Voice search: idle, listening or blocked. While listening, the silence rule is
 * checked every second and stops recognition 5 s after the last words (or 5 s with none).
 */
export function createVoiceController(
  Recognition: SpeechRecognitionConstructor | undefined,
  callbacks: VoiceCallbacks,
  timers: Timers = realTimers,
): VoiceController {
  let recognition: SpeechRecognitionLike | null = null;
  let checker: unknown = null;
  let messageTimer: unknown = null;
  let clock: ListeningClock = { startedAt: 0, lastSpeechAt: null };
  let keyword = '';
  let state: VoiceState = 'idle';

  const setState = (next: VoiceState) => {
    state = next;
    callbacks.onState(next);
  };
  const stopChecking = () => {
    if (checker !== null) timers.clearInterval(checker);
    checker = null;
  };
  const showMessage = (text: string, forMs?: number) => {
    if (messageTimer !== null) timers.clearTimeout(messageTimer);
    messageTimer = null;
    callbacks.onMessage(text);
    if (forMs) {
      messageTimer = timers.setTimeout(() => {
        messageTimer = null;
        callbacks.onMessage(null);
      }, forMs);
    }
  };

  const start = () => {
    if (state === 'listening') return;
    if (!Recognition) {
      setState('blocked');
      showMessage(VOICE_UNSUPPORTED_TEXT);
      return;
    }
    callbacks.onMessage(null);
    const r = new Recognition();
    recognition = r;
    r.lang = 'en-US';
    r.continuous = true;
    r.interimResults = true;
    keyword = '';
    clock = { startedAt: timers.now(), lastSpeechAt: null };
    r.onresult = (event) => {
      let text = '';
      for (let i = 0; i < event.results.length; i += 1) text += `${event.results[i]?.[0]?.transcript ?? ''} `;
      keyword = normaliseTranscript(text);
      clock = { ...clock, lastSpeechAt: timers.now() };
      callbacks.onTranscript(keyword);
    };
    r.onerror = (event) => {
      if (isMicrophoneBlocked(event.error)) {
        stopChecking();
        recognition = null;
        setState('blocked');
        showMessage(VOICE_BLOCKED_TEXT, VOICE_BLOCKED_MESSAGE_MS);
      }
    };
    r.onend = () => {
      stopChecking();
      if (recognition !== r) return;
      recognition = null;
      if (state === 'listening') setState('idle');
      if (keyword) callbacks.onDone(keyword);
    };
    setState('listening');
    checker = timers.setInterval(() => {
      if (shouldStopListening(clock, timers.now())) {
        stopChecking();
        r.stop();
      }
    }, VOICE_CHECK_MS);
    try {
      r.start();
    } catch {
      stopChecking();
      recognition = null;
      setState('blocked');
      showMessage(VOICE_BLOCKED_TEXT, VOICE_BLOCKED_MESSAGE_MS);
    }
  };

  return {
    start,
    stop: () => {
      stopChecking();
      recognition?.stop();
    },
    dispose: () => {
      stopChecking();
      if (messageTimer !== null) timers.clearTimeout(messageTimer);
      const r = recognition;
      recognition = null;
      if (r) {
        r.onend = null;
        r.abort();
      }
    },
  };
}
