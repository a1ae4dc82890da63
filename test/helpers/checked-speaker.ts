/**
 * Speakers whose every returned string (and SpokenQuantity.text) is checked by ttsViolations as it
 * is produced, and kept in `produced` so a file can check the whole set again at its end.
 */
import assert from 'node:assert/strict';
import { ttsViolations } from '../../src/speech/safety.js';
import { createSpeaker } from '../../src/speech/speaker.js';
import type { Language, Speaker, SpeakerOptions } from '../../src/speech/types.js';

/** A fresh record of checked strings, with the `checked` speaker factory that fills it. */
export function speakerChecks() {
  const produced = new Map<string, Language>();

  function assertSafe(text: string, language: Language): void {
    assert.deepEqual(ttsViolations(text, language), [], `TTS-safe (${language}): ${JSON.stringify(text)}`);
  }

  function record(value: unknown, language: Language): void {
    if (typeof value === 'string') {
      produced.set(value, language);
      assertSafe(value, language);
    } else if (value && typeof value === 'object' && 'text' in value) {
      record((value as { text: unknown }).text, language);
    }
  }

  /** A speaker whose every returned string (and SpokenQuantity.text) is checked by ttsViolations. */
  function checked(opts: SpeakerOptions): Speaker {
    const inner = createSpeaker(opts);
    return new Proxy(inner, {
      get(target, prop, receiver) {
        const v: unknown = Reflect.get(target, prop, receiver);
        if (typeof v !== 'function') return v;
        return (...args: unknown[]) => {
          const out: unknown = (v as (...a: unknown[]) => unknown).apply(target, args);
          record(out, opts.language);
          return out;
        };
      },
    });
  }

  return { produced, assertSafe, checked };
}
