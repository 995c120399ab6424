import { isMicrophoneBlocked, normaliseTranscript, shouldStopListening } from './voice';

describe('normaliseTranscript', () => {
  it.each([
    // half, three four, one ten become fractions
    ['half ounce gold eagle', '1/2 oz gold eagle'],
    ['one half ounce gold', '1/2 oz gold'],
    ['a half ounce buffalo', '1/2 oz buffalo'],
    ['Half Ounce', '1/2 oz'],
    ['three four ounce gold', '3/4 oz gold'],
    ['one ten ounce gold eagle', '1/10 oz gold eagle'],
    ['one tenth ounce maple', '1/10 oz maple'],
    // ounce becomes oz
    ['ounce', 'oz'],
    ['10 ounces silver bar', '10 oz silver bar'],
    ['OUNCE', 'oz'],
    // a digit followed by g becomes gram
    ['5g gold bar', '5 gram gold bar'],
    ['100 g silver', '100 gram silver'],
    ['2.5g pamp', '2.5 gram pamp'],
    ['gold eagle', 'gold eagle'],
    ['5 gold', '5 gold'],
    // one and two become digits
    ['one ounce silver eagle', '1 oz silver eagle'],
    ['two ounce round', '2 oz round'],
    ['One kilo', '1 kilo'],
    // words that merely contain the numbers are left alone
    ['someone network', 'someone network'],
    ['twofold', 'twofold'],
    // whitespace
    ['  one   ounce  ', '1 oz'],
    ['', ''],
  ])('%j becomes %j', (spoken, keyword) => {
    expect(normaliseTranscript(spoken)).toBe(keyword);
  });
});

describe('shouldStopListening', () => {
  it.each([
    ['nothing said for 4.9 s', { startedAt: 0, lastSpeechAt: null }, 4900, false],
    ['nothing said for 5 s', { startedAt: 0, lastSpeechAt: null }, 5000, true],
    ['speech 4 s ago', { startedAt: 0, lastSpeechAt: 3000 }, 7000, false],
    ['speech 5 s ago', { startedAt: 0, lastSpeechAt: 3000 }, 8000, true],
    ['speech just now after a long pause', { startedAt: 0, lastSpeechAt: 4999 }, 5000, false],
  ] as const)('%s', (_, clock, now, stop) => {
    expect(shouldStopListening(clock, now)).toBe(stop);
  });
});

describe('isMicrophoneBlocked', () => {
  it.each([
    ['not-allowed', true],
    ['service-not-allowed', true],
    ['audio-capture', true],
    ['no-speech', false],
    ['network', false],
    ['aborted', false],
  ])('%s → %s', (error, blocked) => expect(isMicrophoneBlocked(error)).toBe(blocked));
});

describe('voice transcript spacing (mutation testing)', () => {
  it('runs of spaces, tabs and line breaks become one space, and the ends are trimmed', () => {
    expect(normaliseTranscript('  silver \t\n  eagle  ')).toBe('silver eagle');
    expect(normaliseTranscript('one  ounce')).toBe('1 oz');
  });
});
