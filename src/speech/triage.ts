/**
 * The one triage of everything the boat says in a list: own alarms, man overboard, search-and-rescue
 * beacons, AIS traffic, the disconnected last-known answer and announcements. Pure: SI in, text out.
 *
 * Order, most urgent first (TRIAGE_ORDER):
 * 1. our own emergencies (a fire on board is ours to fight, whatever else is heard);
 * 2. man overboard, our own notification or a MOB beacon (a person in the water: minutes count);
 * 3. a ship on a collision course (queries decide it with {@link isCollisionRisk}: minutes to act);
 * 4. distress beacons of others (AIS-SART, EPIRB: someone else's emergency, relayed or searched for);
 * 5. our own alarms, warnings and alerts (worst first);
 * 6. the rest (other traffic).
 * Within a rank the caller's order is kept (worst, nearest or riskiest first).
 *
 * Fitting the speaking budget (8 s of espeak-ng, judged on last-known.ts `speakingEstimate`, the one
 * estimate of speaking time): the never-dropped items (ranks 1 to 3; of several ships on a collision course
 * the most urgent, the others said next while they fit, then counted) are always said; when they alone
 * pass 8 s each is said in its short form (its range and a bearing to 8 compass points kept; ship names
 * and crew messages left out, the unreachable lead in its fewest words), and when even that passes 8 s
 * the budget is 12 s (a compound emergency; past 12 s even so, our emergencies are said by their messages
 * without their count). Then the other items are added in order while the whole answer fits; the first that does
 * not fit, and everything after it, is counted: "and 3 more alarms". The first ship of the traffic is
 * tried in shorter forms before it is counted (FIRST_SHIP_FORMS). Nothing is cut at a character
 * count or inside a phrase.
 */
import { fill, intlTagOf, type Locale, type PluralForms } from './locale.js';
import type { Numbers } from './numbers.js';
import { boatText, pathWords } from './answers/alarms.js';
import { BUDGET_S, fitsSpeaking } from './last-known.js';
import { aisTarget, closeRange } from './answers/ais-targets.js';
import { sentence } from './answers/sentence.js';
import { ALARM_SEVERITY, type AlarmState, type Language, type TriageItem, type TriageOptions } from './types.js';

/** Ranks of the triage, most urgent first (module doc). */
export const TRIAGE_ORDER: readonly TriageItem['kind'][] = ['emergency', 'mob', 'collision', 'distress', 'alarm', 'traffic'];

export { BUDGET_S };
/** Speaking budget of a compound emergency, seconds of espeak-ng (never-dropped items passing `BUDGET_S`). */
export const COMPOUND_BUDGET_S = 12;

/**
 * A ship is on a collision course when it is closing to a closest approach under COLLISION_CPA_M
 * within COLLISION_TCPA_S. A quarter of a nautical mile is inside a large ship's blind zone ahead and
 * its turning circle, so nothing it can do will keep clear in time; 15 minutes is the time a small
 * craft needs to see, decide and make an early, large alteration (COLREG rule 8) while a 20 knot ship
 * closes 5 miles. Tighter than the traffic ranking's guard zone (vessel/cpa.ts RISK_CPA_M, 1 mile in
 * 30 minutes): a collision course is never dropped, so it must be rare enough to mean "act now".
 */
export const COLLISION_CPA_M = 463;
export const COLLISION_TCPA_S = 900;

/** Whether an encounter is a collision course (see COLLISION_CPA_M). SI: metres and seconds. */
export function isCollisionRisk(cpaM: number | null, tcpaS: number | null, closing: boolean | null): boolean {
  return closing === true && cpaM !== null && tcpaS !== null && Number.isFinite(cpaM) && Number.isFinite(tcpaS) && cpaM < COLLISION_CPA_M && tcpaS <= COLLISION_TCPA_S;
}

/** Messages of a man-overboard notification that only repeat "man overboard" (signalk-server's MOB API sends "Person Overboard!"). */
const GENERIC_MOB = /^(man|person|crew|men|people)?\s*(overboard|over board)$|^mob$/iu;

/** A bearing to the nearest of the 8 main compass points (the short form: "South-East" for "South-South-East"). */
const eighth = (radians: number): number => (Math.round(radians / (Math.PI / 4)) * (Math.PI / 4)) % (2 * Math.PI);
const eighthOf = (radians: number | null): number | null => (radians === null ? null : eighth(radians));

/**
 * The forms the first (riskiest) ship of the traffic is tried in, longest first; the first that fits is
 * said: whole ("cargo vessel CMA CGM Marco Polo, 4.9 miles north-east, closing to 0.4 miles in 50
 * minutes"); short, the bearing to 8 compass points and the closest approach in its fewest words
 * ("..., 4.9 miles north-east, 0.4 miles in 50 minutes"); that without the name ("cargo vessel, 4.9
 * miles north-east, 0.4 miles in 50 minutes"); its type, range and bearing ("cargo vessel, 4.9 miles
 * north-east"); last, the same with "vessel" for its type (pt "embarcação de busca e salvamento" is 2 s).
 * Range and bearing are always said; how close it comes is what makes it the riskiest, so that outlasts
 * the name (for calling it on the radio). A long name, in any language, is never the reason the only
 * ship is counted ("and 1 more ship") instead of said.
 */
const FIRST_SHIP_FORMS = ['full', 'short', 'unnamed', 'where', 'vessel'] as const;
type FirstShipForm = (typeof FIRST_SHIP_FORMS)[number];
/**
 * Seconds kept in hand under the budget, per language, by the first ship in a short form or beside the
 * fewest-words lead. These are denser in numbers than the answers the estimate's ceilings were fitted on
 * (last-known.ts RATES), and espeak-ng ran past the estimate by more than the ceiling leaves in two
 * languages: pt-BR by 1.04 s ("Navio de carga Maersk Kensington, 4,9 milhas a norte, 2,2 milhas em 45
 * minutos."), German by 0.72 s beside "SignalK verloren vor 2 Minuten" (over 1,700 traffic answers of
 * long names, types, ranges and leads; the other languages stayed under 7.8 s).
 */
const SHIP_RESERVE_S: Partial<Record<Language, number>> = { 'pt-BR': 0.3, de: 0.3 };

type OwnItem = Extract<TriageItem, { kind: 'emergency' | 'alarm' }>;
const isOwn = (i: TriageItem): i is OwnItem => i.kind === 'emergency' || i.kind === 'alarm';
const rankOf = (i: TriageItem): number => TRIAGE_ORDER.indexOf(i.kind);
const stateRank = (s: AlarmState): number => (ALARM_SEVERITY as Partial<Record<string, number>>)[s] ?? ALARM_SEVERITY.alert;

/** The items in triage order: by rank, own alarms worst first, otherwise as given (stable). */
export function triageOrder(items: readonly TriageItem[]): TriageItem[] {
  return items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => rankOf(a.item) - rankOf(b.item) || (a.item.kind === 'alarm' && b.item.kind === 'alarm' ? stateRank(b.item.state) - stateRank(a.item.state) : 0) || a.i - b.i)
    .map(({ item }) => item);
}

type Family = 'alarms' | 'beacons' | 'ships';
const familyOf = (i: TriageItem): Family => (i.kind === 'distress' || i.kind === 'mob' ? 'beacons' : i.kind === 'collision' || i.kind === 'traffic' ? 'ships' : 'alarms');

/**
 * See module doc. One per speaker: `words` its locale, `n` its number helpers. Ships are said with the AIS
 * answer's phrases (answers/ais-targets.ts), boat text with its glued units said (`n.gluedUnits`).
 */
export class TriagePhrases {
  constructor(
    private readonly words: Locale,
    private readonly n: Numbers,
  ) {}

  /** The answer for `items` (module doc); null for an empty list. */
  say(items: readonly TriageItem[], options: TriageOptions = {}): string | null {
    const ordered = triageOrder(items);
    if (ordered.length === 0) return null;
    const frame = options.frame ?? ((s: string) => s);
    // Never dropped: ranks 1 to 3, but of ships on a collision course only the most urgent: several at
    // once (a crowded anchorage, a fleet) run past any budget; the others follow it while they fit, then are counted.
    const firstCollision = ordered.find((i) => i.kind === 'collision');
    const kept = (i: TriageItem) => rankOf(i) <= 2 && (i.kind !== 'collision' || i === firstCollision);
    const never = ordered.filter(kept);
    let optional = ordered.filter((i) => !kept(i));
    // Caps: beacons said with MOB beacons together at most maxBeacons; ships at most maxShips (the `limit`).
    let beacons = never.filter((i) => i.kind === 'mob' && i.beacon).length + never.filter((i) => i.kind === 'distress').length;
    let ships = ordered.filter((i) => i.kind === 'collision').length;
    // Items past a cap are left out like those past the budget: counted.
    optional = optional.filter((i) => {
      if (i.kind === 'distress') return beacons++ < (options.maxBeacons ?? Infinity);
      if (i.kind === 'traffic') return ships++ < (options.maxShips ?? Infinity);
      return true;
    });
    const language = this.n.language;
    const answer = (said: TriageItem[], short: boolean) =>
      frame(
        this.render(
          said,
          ordered.filter((i) => !said.includes(i)),
          short,
        ),
        short,
      );
    let short = false;
    let budget = options.budgetS ?? BUDGET_S;
    this.bare = false;
    if (!fitsSpeaking(answer(never, false), language, budget)) {
      short = true;
      if (!fitsSpeaking(answer(never, true), language, budget)) {
        budget = Math.max(budget, COMPOUND_BUDGET_S);
        // Past even 12 s: our emergencies by their messages alone (render).
        this.bare = !fitsSpeaking(answer(never, true), language, budget);
      }
    }
    // Items said, and the form of the first ship among them (FIRST_SHIP_FORMS).
    const fill = (brief: boolean) => {
      const said = [...never];
      const forms = new Map<TriageItem, FirstShipForm>();
      this.shipForms = forms;
      for (const item of optional) {
        const next = triageOrder([...said, item]);
        const tried = item.kind === 'traffic' && item.first === true ? FIRST_SHIP_FORMS : [null];
        const fits = tried.some((form) => {
          if (form !== null) forms.set(item, form);
          // What the short forms and the fewest-words lead add is held to a reserve (SHIP_RESERVE_S).
          const reserve = form !== null && (form !== 'full' || brief) ? (SHIP_RESERVE_S[language] ?? 0) : 0;
          return fitsSpeaking(answer(next, brief), language, budget - reserve);
        });
        if (!fits) break;
        said.push(item);
      }
      // How far the first ship was cut: its form's place in FIRST_SHIP_FORMS, past the end when not said.
      const first = [...forms.entries()][0];
      const cut = first === undefined ? 0 : said.includes(first[0]) ? FIRST_SHIP_FORMS.indexOf(first[1]) : FIRST_SHIP_FORMS.length;
      return { said, forms, cut };
    };
    let best = fill(short);
    // Beside a long lead (the unreachable one), when nothing fits or the first ship is said in less than
    // whole: the lead in its fewest words, if that says more of the first ship, or as much of it and more
    // items (only without never-dropped items, which it would shorten too).
    if (!short && never.length === 0 && (best.said.length === 0 || best.cut > 0)) {
      const brief = fill(true);
      if (brief.cut < best.cut || (brief.cut === best.cut && brief.said.length > best.said.length)) {
        best = brief;
        short = true;
      }
    }
    this.shipForms = best.forms;
    const said = best.said;
    return answer(triageOrder(said), short);
  }

  /** Set by `say` for its answer: the short form still passes the compound budget (render drops our emergencies' count). */
  private bare = false;

  /** The sentences of `said` in order, then what was not said counted. */
  private render(said: readonly TriageItem[], dropped: readonly TriageItem[], short: boolean): string {
    const l = this.words.alarms;
    const own = said.filter(isOwn);
    const ownDropped = dropped.filter(isOwn);
    const between = [...said, ...dropped].some((i) => i.kind === 'mob' || i.kind === 'collision' || i.kind === 'distress');
    const sentences: string[] = [];
    // Own notifications are one group ("1 emergency and 1 alarm: Fire; Bilge.") unless man overboard,
    // a collision course or a beacon comes between the emergencies and the alarms.
    const group = (members: OwnItem[], droppedMembers: OwnItem[]) => {
      if (members.length === 0) return;
      const listed = members.map((m) => this.message(m, short));
      // A compound emergency past 12 s even in its short form says our emergencies by their messages alone
      // when all are said: "2 emergencies" costs a second that the man overboard's range and bearing need
      // (a fire is no less one unnamed).
      if (short && this.bare && droppedMembers.length === 0 && members.every((m) => m.kind === 'emergency')) {
        sentences.push(sentence(this.words, listed.join(l.itemSeparator)));
        return;
      }
      const counts = this.counts([...members, ...droppedMembers]);
      if (droppedMembers.length > 0) listed.push(this.n.count(l.more, droppedMembers.length));
      sentences.push(fill(l.summary, { counts, items: listed.join(l.itemSeparator) }).replace(/([.!?])\.$/, '$1'));
    };
    let rest = dropped;
    if (!between) {
      group(own, ownDropped);
      if (own.length > 0) rest = dropped.filter((i) => !isOwn(i));
    } else {
      group(
        own.filter((i) => i.kind === 'emergency'),
        [],
      );
    }
    for (const item of said) {
      if (item.kind === 'mob' || item.kind === 'collision' || item.kind === 'distress' || item.kind === 'traffic') sentences.push(sentence(this.words, this.phrase(item, short)));
    }
    if (between) {
      const alarms = own.filter((i) => i.kind === 'alarm');
      const alarmsDropped = ownDropped.filter((i) => i.kind === 'alarm');
      group(alarms, alarms.length > 0 ? alarmsDropped : []);
      if (alarms.length > 0) rest = dropped.filter((i) => !(i.kind === 'alarm'));
    }
    if (sentences.length === 0 && rest.length > 0 && rest.every(isOwn)) {
      // Not even one message fits: our alarms counted by state ("1 alarm, 1 warning, and 2 alerts."), not "and 4 more".
      sentences.push(sentence(this.words, this.counts(rest.filter(isOwn))));
      rest = [];
    }
    if (rest.length > 0) {
      // Counted by family, in the triage's order: "and 2 more beacons, and 1 more alarm".
      const t = this.words.triage;
      const forms: Record<Family, PluralForms> = { beacons: this.words.sar.more, alarms: t.moreAlarms, ships: t.moreShips };
      const order: Family[] = ['beacons', 'alarms', 'ships'];
      const families = order.map((f) => [f, rest.filter((i) => familyOf(i) === f).length] as const).filter(([, left]) => left > 0);
      // A compound emergency counts them all at once: "and 3 more" (a second count costs a second of speech).
      const more = short && families.length > 1 ? this.n.count(l.more, rest.length) : families.map(([f, left]) => this.n.count(forms[f], left)).join(this.words.listSeparator);
      const last = sentences.pop();
      if (last === undefined) sentences.push(sentence(this.words, more));
      else sentences.push(`${last.replace(/[.!?]$/u, '')}${this.words.listSeparator}${more}.`);
    }
    return sentences.join(' ');
  }

  /** "2 emergencies and 1 alarm": the language's own "and" list of counts per state, worst first. */
  private counts(list: readonly OwnItem[]): string {
    const per = new Map<'emergency' | 'alarm' | 'warn' | 'alert', number>();
    for (const i of list) {
      const s = i.kind === 'emergency' ? 'emergency' : i.state === 'emergency' || i.state === 'alarm' || i.state === 'warn' ? i.state : 'alert';
      per.set(s, (per.get(s) ?? 0) + 1);
    }
    const order = ['emergency', 'alarm', 'warn', 'alert'] as const;
    const parts = order.filter((s) => per.has(s)).map((s) => this.n.count(this.words.alarms.states[s], per.get(s)!));
    this.and ??= new Intl.ListFormat(intlTagOf(this.words), { type: 'conjunction', style: 'long' });
    return this.and.format(parts);
  }
  private and: Intl.ListFormat | undefined;

  /**
   * A notification's message as said (boat text made sayable, at most ALARM_MESSAGE_MAX characters cut at
   * a word's end, as every alarm message is said), or its path in words; `short`
   * (a compound emergency): its first sentence only, when it has several.
   */
  private message(i: { message: string; path: string }, short = false): string {
    const said = boatText(this.n, i.message);
    const first = short ? (/^.+?[.!?](?=\s)/u.exec(said)?.[0] ?? said) : said;
    return first.replace(/[.,;:]+$/u, '') || pathWords(i.path);
  }

  /** One item's phrase, without its final full stop. */
  private phrase(item: TriageItem, short: boolean): string {
    const s = this.words.sar;
    switch (item.kind) {
      case 'mob': {
        const where = this.where(item.range, item.bearing, short);
        if (item.beacon) {
          const heard = item.heardAgoMs === null || !Number.isFinite(item.heardAgoMs) ? null : fill(s.heard, { age: this.n.age(item.heardAgoMs) });
          return this.n.join([s.kinds.mob, where, heard]) ?? s.kinds.mob;
        }
        // From a minute: the minutes in the water; under it, just raised (seconds would only cost the budget).
        const ago = item.raisedAgoMs !== null && Number.isFinite(item.raisedAgoMs) && item.raisedAgoMs >= 60_000 ? this.n.age(item.raisedAgoMs) : null;
        const head = ago === null ? s.kinds.mobAlarm : fill(this.words.triage.raised, { kind: s.kinds.mobAlarm, age: ago });
        const said = boatText(this.n, item.message).replace(/[.,;:!]+$/u, '');
        const message = short || said === '' || GENERIC_MOB.test(said.trim()) || said.toLowerCase() === s.kinds.mobAlarm.toLowerCase() ? null : said;
        return this.n.join([head, where, message]) ?? head;
      }
      case 'distress': {
        const where = this.where(item.range, item.bearing, short);
        const heard = item.heardAgoMs === null || !Number.isFinite(item.heardAgoMs) ? null : fill(s.heard, { age: this.n.age(item.heardAgoMs) });
        return this.n.join([s.kinds[item.device], where, heard]) ?? s.kinds[item.device];
      }
      case 'collision':
        return short
          ? aisTarget(this.words, this.n, { ...item.ship, name: null, bearing: eighthOf(item.ship.bearing) }, 'short')
          : aisTarget(this.words, this.n, item.ship, 'collision');
      case 'traffic':
        return this.ship(item);
      default:
        return this.message(item);
    }
  }

  /**
   * A ship of the traffic: the first (riskiest) in the form `fill` found for it (FIRST_SHIP_FORMS), the
   * others of a list by name and place.
   */
  private ship(item: Extract<TriageItem, { kind: 'traffic' }>): string {
    if (item.first !== true) return aisTarget(this.words, this.n, item.ship, 'where');
    const form = this.shipForms.get(item) ?? 'full';
    if (form === 'full') return aisTarget(this.words, this.n, item.ship, 'full');
    const brief = { ...item.ship, bearing: eighthOf(item.ship.bearing) };
    if (form === 'short') return aisTarget(this.words, this.n, brief, 'short');
    const unnamed = { ...brief, name: null, ...(form === 'vessel' ? { category: 'vessel' as const } : {}) };
    return aisTarget(this.words, this.n, unnamed, form === 'unnamed' ? 'short' : 'where');
  }

  /** The form each first ship is said in, chosen by `say` (FIRST_SHIP_FORMS); absent: whole. */
  private shipForms = new Map<TriageItem, FirstShipForm>();

  /** "70 meters North-West": range and bearing; the range alone without a bearing; null when neither. */
  private where(range: number | null, bearing: number | null, short: boolean): string | null {
    const r = closeRange(this.words, this.n, range);
    const point = bearing === null || !Number.isFinite(bearing) ? null : this.n.bearingPoint(short ? eighth(bearing) : bearing);
    // No bearing without a range: "North" alone would point somewhere from right here.
    return r !== null && point !== null ? fill(this.words.sar.where, { range: r, point }) : r;
  }
}
