import { act, renderHook } from '@testing-library/react';
import { useChatWidget } from './use-chat-widget';

const chatScripts = () => document.querySelectorAll('script[data-chat-widget]').length;

describe('useChatWidget', () => {
  beforeEach(() => document.querySelectorAll('script[data-chat-widget]').forEach((s) => s.remove()));

  it('loads nothing when no chat script is configured', () => {
    renderHook(() => useChatWidget(''));
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(chatScripts()).toBe(0);
  });

  it('loads the configured script on the first scroll above 1024px, once', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
    const { rerender } = renderHook(() => useChatWidget('https://chat.example/widget.js'));
    expect(chatScripts()).toBe(0);
    act(() => void window.dispatchEvent(new Event('scroll')));
    rerender();
    expect(chatScripts()).toBe(1);
    expect(document.querySelector<HTMLScriptElement>('script[data-chat-widget]')?.src).toBe('https://chat.example/widget.js');
  });

  it('does not load on a window of 1024px or less', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
    renderHook(() => useChatWidget('https://chat.example/widget.js'));
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(chatScripts()).toBe(0);
  });
});
