/**
 * Answers Assist questions: listens to `signalk_query` events on Home Assistant's WebSocket (fired by
 * the managed automations), runs the family's query with the app's query context — the same speaker,
 * units and model as the MCP tools — and fires `signalk_answer` with the run's request id. The text
 * is exactly the `display` the MCP tool returns for the same arguments, or the language's "not
 * reporting" sentence when the display is null. Never throws: a bad event is ignored, a failing query
 * is answered with the apology.
 */
import type { Connection, HassEvent } from 'home-assistant-js-websocket';
import { log } from '../log.js';
import type { QueryContext } from '../queries/types.js';
import type { ActionEngine } from '../actions/engine.js';
import { answerCommand } from './actions.js';
import { matchLanguage } from '../domain/language.js';
import { ANSWER_EVENT, COMMAND_EVENT, QUERY_EVENT, type AnswerEventData } from './automations.js';
import { familyArgs, findFamily } from './families.js';
import type { AssistSentences } from './sentences/index.js';

/**
 * The answer to one `signalk_query` event's data, or null when the data carries no request id (then
 * nobody waits for an answer). Pure apart from the query run (which reads the model).
 */
export function answerQuestion(data: unknown, ctx: QueryContext, sentences: AssistSentences): AnswerEventData | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  const requestId = d.request_id;
  if (typeof requestId !== 'string' || requestId === '') return null;
  const found = typeof d.family === 'string' ? findFamily(d.family) : undefined;
  if (!found) {
    // An automation for a family this version does not answer (the registrar removes it soon).
    log.warn(`Assist: a question for an unknown family ${JSON.stringify(d.family)}; answering with the apology.`);
    return { request_id: requestId, text: sentences.apology };
  }
  const slots = d.slots && typeof d.slots === 'object' ? (d.slots as Record<string, unknown>) : {};
  try {
    const args = familyArgs(found.family, found.query, slots, sentences.slotWords, ctx, typeof d.sentence === 'string' ? d.sentence : '', sentences.focus);
    const result = found.query.run(args as never, ctx);
    const text = result.display ?? ctx.speaker.notReporting(found.query.subject);
    return { request_id: requestId, text };
  } catch (e) {
    log.error(`Assist: ${found.query.name} failed: ${(e as Error)?.stack ?? String(e)}`);
    return { request_id: requestId, text: sentences.apology };
  }
}

/** Subscribes the answering to a connection; call on every (re)connect. */
export class AssistAnswerer {
  private unsubscribe: (() => Promise<void>) | null = null;
  private unsubscribeCommands: (() => Promise<void>) | null = null;

  constructor(
    /** The query context of the moment (language and units may change while running). */
    private readonly context: () => QueryContext,
    /** The sentence table of Home Assistant's language (its apology and slot words). */
    private readonly sentences: () => AssistSentences,
    /** The voice actions (assist/actions.ts); absent: `signalk_command` is not answered. */
    private readonly actions?: ActionEngine,
  ) {}

  /**
   * Subscribes to `signalk_query` on `conn`. Not resubscribed by the library on its own: the caller
   * calls this on every ready, and an earlier subscription is dropped first.
   */
  async attach(conn: Connection): Promise<void> {
    // Both earlier subscriptions go before any new one is made: after a reconnect the library numbers
    // its messages from 1 again, so an old subscription's id can be a new one's, and unsubscribing the
    // old one then would end the new one (questions went unanswered after Home Assistant restarted).
    await this.detach();
    this.unsubscribe = await conn.subscribeMessage<HassEvent>((event) => this.onQuery(conn, event), { type: 'subscribe_events', event_type: QUERY_EVENT }, { resubscribe: false });
    if (this.actions) {
      this.unsubscribeCommands = await conn.subscribeMessage<HassEvent>(
        (event) => this.onCommand(conn, event),
        { type: 'subscribe_events', event_type: COMMAND_EVENT },
        { resubscribe: false },
      );
    }
  }

  /** Stops answering. */
  async detach(): Promise<void> {
    const u = this.unsubscribe;
    const c = this.unsubscribeCommands;
    this.unsubscribe = null;
    this.unsubscribeCommands = null;
    if (u) await u().catch(() => undefined);
    if (c) await c().catch(() => undefined);
  }

  private onCommand(conn: Connection, event: HassEvent): void {
    const sentences = this.sentences();
    void answerCommand(event?.data, this.actions!, matchLanguage(sentences.language) ?? 'en', sentences.apology).then((answer) => {
      if (!answer) return;
      conn
        .sendMessagePromise({ type: 'fire_event', event_type: ANSWER_EVENT, event_data: answer })
        .catch((e: unknown) => log.warn(`Assist: could not send a command's answer to Home Assistant: ${describe(e)}`));
    });
  }

  private onQuery(conn: Connection, event: HassEvent): void {
    let answer: AnswerEventData | null;
    try {
      answer = answerQuestion(event?.data, this.context(), this.sentences());
    } catch (e) {
      log.error(`Assist: could not answer: ${(e as Error)?.stack ?? String(e)}`);
      return;
    }
    if (!answer) return;
    conn
      .sendMessagePromise({ type: 'fire_event', event_type: ANSWER_EVENT, event_data: answer })
      .catch((e: unknown) => log.warn(`Assist: could not send an answer to Home Assistant: ${describe(e)}`));
  }
}

function describe(e: unknown): string {
  if (e && typeof e === 'object' && 'message' in e) return String((e as { message: unknown }).message);
  return String(e);
}
