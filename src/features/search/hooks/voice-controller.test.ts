import { createVoiceController, type SpeechRecognitionLike, type VoiceCallbacks } from './voice-controller';

/** A SpeechRecognition that the test speaks into; stop() ends it the way a browser does. */
class FakeRecognition implements SpeechRecognitionLike {
  static last: FakeRecognition | null = null;
  static failStart: Error | null = null;
  lang = '';
  continuous = false;
  interimResults = false;
  onresult: SpeechRecognitionLike['onresult'] = null;
  onerror: SpeechRecognitionLike['onerror'] = null;
  onend: SpeechRecognitionLike['onend'] = null;
  started = false;
  stopped = false;
  private heard: string[] = [];
  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    if (FakeRecognition.failStart) throw FakeRecognition.failStart;
    this.started = true;
  }
  stop() {
    this.stopped = true;
    this.onend?.();
  }
  abort() {
    this.stopped = true;
  }
  say(words: string) {
    this.heard.push(words);
    const results = this.heard.map((t) => Object.assign([{ transcript: t }], { isFinal: true }));
    this.onresult?.({ resultIndex: results.length - 1, results });
  }
  fail(error: string) {
    this.onerror?.({ error });
    this.onend?.();
  }
}

function setup(Recognition: typeof FakeRecognition | null = FakeRecognition) {
  const calls = { states: [] as string[], transcripts: [] as string[], done: [] as string[], messages: [] as (string | null)[] };
  const callbacks: VoiceCallbacks = {
    onState: (s) => calls.states.push(s),
    onTranscript: (k) => calls.transcripts.push(k),
    onDone: (k) => calls.done.push(k),
    onMessage: (m) => calls.messages.push(m),
  };
  return { calls, voice: createVoiceController(Recognition ?? undefined, callbacks) };
}

describe('voice search controller', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeRecognition.last = null;
    FakeRecognition.failStart = null;
  });
  afterEach(() => vi.useRealTimers());

  it('listens in English with interim results and normalises what it hears', () => {
    const { calls, voice } = setup();
    voice.start();
    const r = FakeRecognition.last!;
    expect(r.started && r.continuous && r.interimResults).toBe(true);
    expect(r.lang).toBe('en-US');
    expect(calls.states).toEqual(['listening']);
    r.say('one ten ounce');
    r.say('gold eagle');
    expect(calls.transcripts).toEqual(['1/10 oz', '1/10 oz gold eagle']);
  });

  it('stops 5 s after the last words, checked every second', () => {
    const { calls, voice } = setup();
    voice.start();
    const r = FakeRecognition.last!;
    vi.advanceTimersByTime(2000);
    r.say('silver eagle');
    vi.advanceTimersByTime(4000);
    expect(r.stopped).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(r.stopped).toBe(true);
    expect(calls.states).toEqual(['listening', 'idle']);
    expect(calls.done).toEqual(['silver eagle']);
  });

  it('each new word restarts the 5 s of silence', () => {
    const { voice } = setup();
    voice.start();
    const r = FakeRecognition.last!;
    for (let i = 0; i < 4; i += 1) {
      vi.advanceTimersByTime(4000);
      r.say('gold');
    }
    expect(r.stopped).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(r.stopped).toBe(true);
  });

  it('stops after 5 s when nothing is said, and reports no keyword', () => {
    const { calls, voice } = setup();
    voice.start();
    vi.advanceTimersByTime(4000);
    expect(FakeRecognition.last!.stopped).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(FakeRecognition.last!.stopped).toBe(true);
    expect(calls.states).toEqual(['listening', 'idle']);
    expect(calls.done).toEqual([]);
  });

  it('a denied microphone is blocked, with the exact message for 4 seconds', () => {
    const { calls, voice } = setup();
    voice.start();
    FakeRecognition.last!.fail('not-allowed');
    expect(calls.states).toEqual(['listening', 'blocked']);
    expect(calls.messages.at(-1)).toBe('Microphone blocked — enable it in site settings');
    vi.advanceTimersByTime(3999);
    expect(calls.messages.at(-1)).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(calls.messages.at(-1)).toBeNull();
  });

  it('a browser without speech recognition says so to the letter', () => {
    const { calls, voice } = setup(null);
    voice.start();
    expect(calls.states).toEqual(['blocked']);
    expect(calls.messages).toEqual(["Your browser doesn't support speech recognition."]);
  });

  it('a recognition that cannot start is treated as a blocked microphone', () => {
    FakeRecognition.failStart = new Error('InvalidStateError');
    const { calls, voice } = setup();
    voice.start();
    expect(calls.states.at(-1)).toBe('blocked');
    expect(calls.messages.at(-1)).toBe('Microphone blocked — enable it in site settings');
  });

  it('the shopper can stop listening early; dispose stops checking', () => {
    const { calls, voice } = setup();
    voice.start();
    FakeRecognition.last!.say('two ounce');
    voice.stop();
    expect(calls.done).toEqual(['2 oz']);
    voice.start();
    voice.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});
