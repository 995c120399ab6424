/**
 * Voice search rules: what a spoken transcript becomes as a search keyword, and when
 * listening stops. Pure functions; the browser's SpeechRecognition is driven from the search feature.
 */

/** Listening stops after this long without speech, before or after the first words. */
export const VOICE_SILENCE_MS = 5000;
/** How often the silence rule is checked. */
export const VOICE_CHECK_MS = 1000;
/** On mobile, results open this long after listening ends with a transcript. */
export const VOICE_MOBILE_NAVIGATE_MS = 300;
/** How long the microphone-blocked message stays. */
export const VOICE_BLOCKED_MESSAGE_MS = 4000;

export const VOICE_UNSUPPORTED_TEXT = "Your browser doesn't support speech recognition.";
export const VOICE_BLOCKED_TEXT = 'Microphone blocked — enable it in site settings';

export type VoiceState = 'idle' | 'listening' | 'blocked';

/** Rules in the order they apply: fractions before lone numbers, so "one ten" is not "1 10". */
const RULES: [RegExp, string][] = [
  [/\bone\s+half\b/gi, '1/2'],
  [/\ba\s+half\b/gi, '1/2'],
  [/\bhalf\b/gi, '1/2'],
  [/\bthree\s+four(?:th)?s?\b/gi, '3/4'],
  [/\bone\s+ten(?:th)?s?\b/gi, '1/10'],
  [/\bounces?\b/gi, 'oz'],
  [/(\d)\s*g\b/gi, '$1 gram'],
  [/\bone\b/gi, '1'],
  [/\btwo\b/gi, '2'],
];

/**
 * A transcript as a search keyword: half, three four and one ten become 1/2, 3/4 and 1/10;
 * ounce becomes oz; a digit followed by g becomes gram; one and two become digits.
 */
export function normaliseTranscript(transcript: string): string {
  // The rules match across any run of spaces, so spacing is tidied once, at the end.
  let text = transcript;
  for (const [pattern, replacement] of RULES) text = text.replace(pattern, replacement);
  return text.replace(/\s+/g, ' ').trim();
}

export interface ListeningClock {
  /** When listening started (ms). */
  startedAt: number;
  /** When the last words were heard (ms), or null before any speech. */
  lastSpeechAt: number | null;
}

/**
 * The silence rule: stop 5 s after the last words, or 5 s after starting when nothing was said.
 */
export function shouldStopListening(clock: ListeningClock, now: number): boolean {
  const since = clock.lastSpeechAt ?? clock.startedAt;
  return now - since >= VOICE_SILENCE_MS;
}

/** A microphone error of the Web Speech API that means the user or the browser blocked the microphone. */
export function isMicrophoneBlocked(error: string): boolean {
  return error === 'not-allowed' || error === 'service-not-allowed' || error === 'audio-capture';
}
