/**
 * A client's own language and units, asked for in its endpoint URL:
 * `/mcp?language=pt-BR&units=nautical-imperial`, or the same on `/sse` for every message of that
 * stream. One add-on then serves a Portuguese crew's agent and an English dashboard at once.
 * Languages are matched as the option is (config.ts parseLanguage: any case, `_` or `-`, a region
 * we lack falls back to its base language); units are one of UNIT_PRESETS in any case.
 */
import { createSpeaker } from '../speech/speaker.js';
import { matchLanguage } from '../domain/language.js';
import { LANGUAGES, UNIT_PRESETS, type Language, type Speaker, type UnitPreset } from '../speech/types.js';

/** What a URL asks for; absent fields follow the server. */
export interface RequestLocale {
  language?: Language;
  units?: UnitPreset;
}

/**
 * The language and units a request's URL asks for (`language`, `units`); empty when it asks for neither.
 * @throws Error naming the parameter and its allowed values, for a value we cannot serve.
 */
export function localeFromUrl(url: URL | undefined): RequestLocale {
  const out: RequestLocale = {};
  const language = url?.searchParams.get('language');
  if (language !== null && language !== undefined) {
    const l = matchLanguage(language);
    if (!l) throw new Error(`language parameter in the URL: must be one of: ${LANGUAGES.join(', ')} (any case, pt_BR, de-CH) (got '${language.slice(0, 32)}')`);
    out.language = l;
  }
  const units = url?.searchParams.get('units');
  if (units !== null && units !== undefined) {
    const u = UNIT_PRESETS.find((p) => p === units.trim().toLowerCase());
    if (!u) throw new Error(`units parameter in the URL: must be one of: ${UNIT_PRESETS.join(', ')} (got '${units.slice(0, 32)}')`);
    out.units = u;
  }
  return out;
}

/** Speakers built for requests, by language, units and zone: a handful at most (7 languages × 2 presets). */
const speakers = new Map<string, Speaker>();

/** The speaker for a request: `base` (the server's) unless the request asked for another language or units. */
export function speakerFor(base: Speaker, want: RequestLocale): Speaker {
  const language = want.language ?? base.language;
  const units = want.units ?? base.units;
  if (language === base.language && units === base.units) return base;
  const key = `${language}|${units}|${base.timeZone}`;
  let s = speakers.get(key);
  if (!s) speakers.set(key, (s = createSpeaker({ language, units, timeZone: base.timeZone })));
  return s;
}
