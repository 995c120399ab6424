import { act, renderHook, waitFor } from '@testing-library/react';
import { VOICE_UNSUPPORTED_TEXT } from '@/domain/search/voice';
import { useVoiceSearch } from './use-voice-search';

// The controller's code loads after the header renders. A press before it arrived did nothing at all
// (an e2e run caught it on a loaded machine): the press now waits for it.
describe('voice search pressed before its code has loaded', () => {
  it('acts on the press once the code arrives: here, a browser without speech recognition says so', async () => {
    const { result } = renderHook(() => useVoiceSearch({ onTranscript: () => {}, onDone: () => {} }));
    act(() => result.current.toggle());
    expect(result.current.message).toBeNull();
    await waitFor(() => expect(result.current.message).toBe(VOICE_UNSUPPORTED_TEXT));
  });
});
