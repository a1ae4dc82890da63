/**
 * The Home Assistant service calls that say an announcement on the chosen targets, pure.
 * The target's domain decides the service (schemas as in Home Assistant's services.yaml, read in
 * 2024.3.3 and 2025.4.4):
 * - `assist_satellite.*`: `assist_satellite.announce` with `entity_id` and `message` (the service exists
 *   from Home Assistant 2024.10; the satellite speaks it with its own pipeline's TTS);
 * - `media_player.*`: `tts.speak` with `entity_id` the TTS engine entity, `media_player_entity_id`,
 *   `message` and `language` (tts.speak exists in both releases).
 */

/** Entity ids an announcement may target: an assist satellite or a media player. */
export const TARGET_RE = /^(assist_satellite|media_player)\.[a-z0-9_]+$/;
/** A TTS engine entity id. */
export const TTS_RE = /^tts\.[a-z0-9_]+$/;

/** One WebSocket `call_service` message body (without id). */
export interface ServiceCall {
  type: 'call_service';
  domain: 'assist_satellite' | 'tts';
  service: 'announce' | 'speak';
  service_data: Record<string, unknown>;
}

/**
 * The calls for one message: one `assist_satellite.announce` for all satellites, one `tts.speak` for all
 * media players (none when `tts` is empty: config.ts refuses media players without a TTS engine).
 * `language` is the answer language (speech/types.ts Language, e.g. 'en', 'pt-BR').
 */
export function serviceCalls(targets: readonly string[], tts: string, message: string, language: string): ServiceCall[] {
  const satellites = targets.filter((t) => t.startsWith('assist_satellite.'));
  const players = targets.filter((t) => t.startsWith('media_player.'));
  const calls: ServiceCall[] = [];
  if (satellites.length > 0) {
    calls.push({ type: 'call_service', domain: 'assist_satellite', service: 'announce', service_data: { entity_id: satellites, message } });
  }
  if (players.length > 0 && tts !== '') {
    calls.push({ type: 'call_service', domain: 'tts', service: 'speak', service_data: { entity_id: tts, media_player_entity_id: players, message, language } });
  }
  return calls;
}
