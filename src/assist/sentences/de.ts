/**
 * German Assist sentences, in the words German-speaking sailors use ("unterm Kiel", "Echolot",
 * "Fahrt über Grund", "Wegpunkt", "Barometer"). Home Assistant's own German intents are left alone:
 * no "wie ist das Wetter", "wie warm ist es", "wie ist die Temperatur", "wie spät ist es" without a
 * place on board, no "schalte ... ein". German writes boat parts as compounds, so a slot may sit
 * inside a word: "{bank}batterie" hears "Starterbatterie" (slot "starter"), "{engine}motor" hears
 * "Backbordmotor", "{tank}tank" hears "Dieseltank". test/ha/assist-sentences.test.ts checks HA's whole
 * German grammar against these.
 */
import type { LanguageVocabulary } from './index.js';

const AN_BORD = '[an Bord|auf dem Boot]';
const GERADE = '[gerade|jetzt|im Moment]';
const NAEHE = '(in der Nähe|in der Naehe|um uns [herum]|in Sicht)';

export const de: LanguageVocabulary = {
  language: 'de',
  description:
    'Verwaltet von signalk-assist: beantwortet eine Frage zum Boot mit Daten aus SignalK. Änderungen hier werden überschrieben; zum Entfernen die Assist-Option ausschalten.',
  apology: 'Entschuldigung, das Boot hat nicht rechtzeitig geantwortet.',
  words: {},
  families: {
    battery: {
      title: 'Batterie',
      frames: [
        `wie (voll|geladen) ist (die|unsere) Batterie ${AN_BORD}`,
        `wie (voll|geladen) sind (die|unsere) Batterien ${AN_BORD}`,
        `wie (ist|steht) (der|unser) (Batteriestand|Ladestand|Ladezustand) ${AN_BORD}`,
        `wie (geht es|gehts) (der Batterie|den Batterien) ${AN_BORD}`,
        `(Batteriestand|Batteriezustand|Ladezustand der Batterie|Ladezustand der Batterien) ${AN_BORD}`,
        'wie viel Ladung (hat die Batterie|haben die Batterien) [noch]',
        'wie (voll|geladen) ist die {bank}batterie',
        'wie (ist|steht) (die|der Ladestand der|der Ladezustand der) {bank}batterie',
      ],
      examples: [
        'wie voll ist die Batterie',
        'Wie voll ist die Batterie?',
        'wie geladen sind die Batterien',
        'wie ist der Batteriestand',
        'wie geht es der Batterie',
        'Batteriestand',
        'wie viel Ladung hat die Batterie noch',
        'wie voll ist die Starterbatterie',
        'wie steht die Verbraucherbatterie',
        'wie ist der Ladestand der Bordbatterie',
      ],
    },
    depth: {
      title: 'Wassertiefe',
      frames: [
        `wie tief ist (es|das Wasser) [hier|${GERADE}|unter uns|unterm Kiel|unter dem Kiel]`,
        'wie viel Wasser (haben wir|ist|hat es) (unterm|unter dem) (Kiel|Boot)',
        '(wie ist|was ist|was sagt) (die Wassertiefe|das Echolot|der Tiefenmesser|die Tiefe) [hier|jetzt|gerade]',
        '(Wassertiefe|Tiefe unterm Kiel|Tiefe unter dem Kiel|Wasser unterm Kiel)',
      ],
      examples: ['wie tief ist es', 'wie tief ist das Wasser hier', 'wie viel Wasser haben wir unterm Kiel', 'was sagt das Echolot', 'wie ist die Wassertiefe', 'Wassertiefe'],
    },
    wind: {
      title: 'Wind',
      frames: [
        `wie (ist|weht) der Wind ${GERADE}`,
        `wie stark (ist der Wind|weht der Wind|weht es) ${GERADE}`,
        `wie viel Wind (ist|weht|gibt es) ${GERADE}`,
        'woher (kommt|weht) der Wind [gerade|jetzt]',
        '(wie ist|was macht) der (wahre|scheinbare) Wind',
        '(Windstärke|Windrichtung|Windgeschwindigkeit|Windmessung)',
      ],
      examples: ['wie ist der Wind', 'wie stark ist der Wind', 'wie viel Wind weht gerade', 'woher kommt der Wind', 'was macht der scheinbare Wind', 'Windstärke'],
    },
    position: {
      title: 'Position',
      frames: [
        `wo (sind wir|befinden wir uns) [genau] ${GERADE}`,
        '(was|wie) ist (unsere|die) (Position|Schiffsposition|Bootsposition)',
        '(gib|nenn|sag) mir [bitte] (unsere|die) Position',
        'unsere Position',
      ],
      examples: ['wo sind wir', 'wo befinden wir uns gerade', 'was ist unsere Position', 'gib mir unsere Position', 'unsere Position'],
    },
    coordinates: {
      title: 'Koordinaten',
      frames: [
        '(was sind|wie lauten|gib mir|nenn mir|sag mir) [bitte] (unsere|die) Koordinaten',
        '(was ist|wie ist|gib mir|nenn mir|sag mir) [bitte] (unsere|die) (genaue Position|Position für einen Mayday|Position fuer einen Mayday)',
        '(was sind|wie sind) (unsere|die) (Breite und Länge|Breite und Laenge)',
        '[unsere] (Koordinaten|genaue Position|Breite und Länge|Breite und Laenge|Position für einen Mayday|Position fuer einen Mayday)',
      ],
      examples: [
        'was sind unsere Koordinaten',
        'gib mir unsere Koordinaten',
        'unsere Koordinaten',
        'was ist unsere genaue Position',
        'genaue Position',
        'Breite und Länge',
        'unsere Position für einen Mayday',
      ],
    },
    speed_heading: {
      title: 'Fahrt und Kurs',
      frames: [
        `wie schnell (sind|fahren|segeln|laufen) wir ${GERADE}`,
        '(was|wie) ist (unsere|unser|die|der) (Fahrt|Geschwindigkeit|Fahrt über Grund|Kurs|Kurs über Grund|Steuerkurs|Fahrt und Kurs)',
        `welchen Kurs (fahren|steuern|segeln|laufen|haben) wir ${GERADE}`,
        `wie viele Knoten (machen|fahren|laufen|segeln) wir ${GERADE}`,
        'in welche Richtung (fahren|segeln|steuern) wir',
      ],
      examples: [
        'wie schnell sind wir',
        'was ist unsere Fahrt über Grund',
        'welchen Kurs steuern wir',
        'wie viele Knoten machen wir',
        'was ist unser Kurs',
        'in welche Richtung fahren wir',
      ],
    },
    alarms: {
      title: 'Alarme',
      frames: [
        `(gibt es|haben wir) [irgendwelche|aktive] (Alarme|Warnungen|Alarmmeldungen) ${AN_BORD}`,
        `welche (Alarme|Warnungen) (gibt es|sind aktiv|haben wir) ${AN_BORD}`,
        'ist alles (in Ordnung|okay|ok|klar) (an Bord|mit dem Boot|auf dem Boot)',
        'was (ist los|stimmt nicht) (an Bord|mit dem Boot|auf dem Boot)',
        '(aktive Alarme|Alarmliste|Alarme an Bord)',
      ],
      examples: [
        'gibt es Alarme',
        'haben wir irgendwelche Warnungen an Bord',
        'welche Alarme sind aktiv',
        'ist alles in Ordnung an Bord',
        'aktive Alarme',
        'was stimmt nicht mit dem Boot',
      ],
    },
    route: {
      title: 'nächster Wegpunkt',
      frames: [
        '(was|wo|welcher) ist (der nächste|unser nächster) Wegpunkt',
        'wie (weit|lange) (ist es|dauert es) [noch] bis zum (nächsten Wegpunkt|Ziel)',
        'wann (kommen wir an|sind wir da|erreichen wir den nächsten Wegpunkt|erreichen wir das Ziel)',
        'wohin (fahren|segeln) wir [gerade]',
        '(wie lange|wie weit) noch',
        'wann ist die (voraussichtliche Ankunft|Ankunft|Ankunftszeit)',
        '(welche|was ist die) aktive Route',
      ],
      examples: [
        'was ist der nächste Wegpunkt',
        'wie weit ist es bis zum nächsten Wegpunkt',
        'wann kommen wir an',
        'wohin fahren wir',
        'wie lange noch',
        'wann ist die voraussichtliche Ankunft',
      ],
    },
    local_time: {
      title: 'Ortszeit an Bord',
      frames: [
        'wie (spät|viel Uhr) ist es (an Bord|hier|auf dem Boot|bei uns|wo wir sind)',
        '(was|wie) ist die (Ortszeit|Bordzeit|Uhrzeit an Bord|lokale Zeit)',
        'in welcher Zeitzone (sind wir|befinden wir uns)',
        'welche Zeitzone (haben wir|gilt hier|gilt an Bord)',
      ],
      examples: ['wie spät ist es an Bord', 'was ist die Ortszeit', 'in welcher Zeitzone sind wir', 'wie viel Uhr ist es hier', 'welche Zeitzone gilt an Bord'],
    },
    ais: {
      title: 'AIS-Verkehr',
      frames: [
        `gibt es (Verkehr|Schiffsverkehr|Schiffe|Boote) [hier] ${NAEHE}`,
        `welche (Schiffe|Boote) (sind|fahren) [hier] ${NAEHE}`,
        '(was ist|was gibt es) im AIS',
        'was zeigt das AIS',
        '(ist|kommt) (jemand|ein Schiff|etwas) auf Kollisionskurs',
      ],
      examples: ['gibt es Verkehr in der Nähe', 'welche Schiffe sind in der Nähe', 'was ist im AIS', 'ist jemand auf Kollisionskurs', 'was zeigt das AIS'],
    },
    tanks: {
      title: 'Tanks',
      frames: [
        `wie (voll sind|sind|stehen) die Tanks ${AN_BORD}`,
        `wie (ist|sind) (der Tankstand|die Tankstände|die Füllstände) ${AN_BORD}`,
        `(Tankstand|Tankstände|Füllstand der Tanks|Füllstände der Tanks) ${AN_BORD}`,
        `wie viel (Diesel|Kraftstoff|Treibstoff|Benzin|Wasser|Frischwasser|Trinkwasser|Grauwasser|Abwasser|Schwarzwasser) haben wir [noch] ${AN_BORD}`,
        'wie (voll|leer) ist der {tank}tank',
        'wie (ist|steht) der Füllstand (des|vom) {tank}tank[s]',
      ],
      examples: ['wie voll sind die Tanks', 'Tankstände', 'wie stehen die Tanks', 'wie viel Diesel haben wir noch', 'wie viel Wasser haben wir', 'wie voll ist der Fäkalientank'],
    },
    engine: {
      title: 'Motor',
      frames: [
        `wie läuft (der|unser) Motor ${GERADE}`,
        `wie laufen die Motoren ${GERADE}`,
        '(was macht|wie ist) (der|unser) Motor',
        '(Motorstatus|Motordaten|Motorzustand|Betriebsstunden)',
        'wie läuft der {engine}motor',
        '(was macht|wie ist) der {engine}motor',
      ],
      examples: ['wie läuft der Motor', 'wie laufen die Motoren', 'was macht der Motor', 'Motorstatus', 'wie läuft der Backbordmotor', 'was macht der Steuerbordmotor'],
    },
    barometer: {
      title: 'Barometer',
      frames: [
        '(was sagt|wie steht|wie ist) das Barometer',
        `(wie ist|was ist|wie hoch ist) der Luftdruck ${AN_BORD}`,
        '(steigt|fällt|sinkt) (das Barometer|der Luftdruck)',
        `(Barometer|Barometerstand|Luftdruck) ${AN_BORD}`,
      ],
      examples: ['was sagt das Barometer', 'wie steht das Barometer', 'fällt das Barometer', 'steigt der Luftdruck', 'Barometerstand', 'wie ist der Luftdruck'],
    },
    water_temperature: {
      title: 'Wassertemperatur',
      frames: [
        '(wie ist|was ist|wie hoch ist) die (Wassertemperatur|Meerestemperatur|Meerwassertemperatur|Seewassertemperatur)',
        'wie (warm|kalt) ist das (Wasser|Meer|Meerwasser|Seewasser) [heute|gerade|hier]',
        'welche Temperatur hat das (Wasser|Meer|Meerwasser)',
        '(Wassertemperatur|Meerestemperatur|Meerwassertemperatur|Seewassertemperatur)',
      ],
      examples: ['wie ist die Wassertemperatur', 'wie warm ist das Wasser', 'wie kalt ist das Meer', 'welche Temperatur hat das Wasser', 'Wassertemperatur'],
    },
    anchor: {
      title: 'Ankerwache',
      frames: [
        '(slippt|rutscht|hält|haelt|greift) [der|unser] Anker',
        '(slippen|driften|treiben) wir [vor Anker]',
        '(wie|was macht) [der|unser] Anker',
        'wie (steht es|sieht es) (mit dem|um den) Anker [aus]',
        'wie weit (sind wir|ist das Boot) vom Anker [entfernt|weg]',
        '(wo ist|wo liegt) [der|unser] Anker',
        '(Ankerwache|Ankeralarm|Ankerstatus)',
      ],
      examples: ['slippt der Anker', 'hält der Anker', 'driften wir', 'Ankerwache', 'wie weit sind wir vom Anker entfernt', 'wie steht es um den Anker', 'wo liegt der Anker'],
    },

    // Die letzten Stunden.
    wind_history: {
      title: 'stärkste Böe',
      frames: [
        '(was|wie stark) war die (stärkste|höchste) Böe [heute|heute Nacht|in der Nacht|in der letzten Stunde]',
        'wie stark waren die Böen [heute|heute Nacht|in der Nacht|in der letzten Stunde]',
        '(wie|was) war der (mittlere Wind|Durchschnittswind) [heute|heute Nacht|in der Nacht|in der letzten Stunde]',
        '(stärkste|höchste) Böe [heute|heute Nacht|in der Nacht|in der letzten Stunde]',
      ],
      examples: ['was war die stärkste Böe', 'wie stark waren die Böen heute Nacht', 'wie war der mittlere Wind in der letzten Stunde', 'stärkste Böe heute'],
    },
    battery_history: {
      title: 'Batterie über Nacht',
      frames: [
        'wie (weit|tief) ist die Batterie [heute Nacht|über Nacht|in der Nacht|heute] gefallen',
        'wie (niedrig|tief) war die Batterie [heute Nacht|über Nacht|in der Nacht|heute]',
        'wie viel Energie haben wir [heute Nacht|über Nacht|in der Nacht|heute] verbraucht',
      ],
      examples: ['wie tief ist die Batterie über Nacht gefallen', 'wie niedrig war die Batterie heute Nacht', 'wie viel Energie haben wir in der Nacht verbraucht'],
    },
    depth_history: {
      title: 'geringste Tiefe',
      frames: [
        'was war die (geringste|niedrigste|minimale) (Tiefe|Wassertiefe) [heute Nacht|über Nacht|in der Nacht|heute|bei Niedrigwasser]',
        'wie flach war es [heute Nacht|über Nacht|in der Nacht|heute|bei Niedrigwasser]',
        '(geringste|minimale) (Tiefe|Wassertiefe) [heute Nacht|über Nacht|in der Nacht|heute|bei Niedrigwasser]',
      ],
      examples: ['was war die geringste Tiefe', 'wie flach war es bei Niedrigwasser', 'minimale Wassertiefe über Nacht'],
    },
    // How pressure and temperature changed; "is the pressure falling" stays the barometer's.
    air_history: {
      title: 'Luftdruck und Temperatur',
      frames: [
        'wie hat sich (der Luftdruck|die Temperatur|das Barometer) [heute|über Nacht|heute Nacht|in den letzten Stunden] (verändert|entwickelt)',
        'wie (stark|viel|sehr) ist der Luftdruck [heute|über Nacht|heute Nacht|in den letzten Stunden] (gefallen|gesunken|gestiegen)',
        'wird es [draußen] (kälter|wärmer)',
      ],
      examples: ['wie hat sich der Luftdruck heute verändert', 'wie stark ist der Luftdruck über Nacht gefallen', 'wird es draußen kälter'],
    },

    man_overboard: {
      title: 'Mann über Bord',
      frames: [
        '(gibt es|haben wir) [einen] Mann über Bord',
        'ist (jemand|einer) über Bord [gegangen|gefallen]',
        '(gibt es|haben wir) [eine|einen|irgendwelche] (Seenotfunkbake|Seenotfunkbaken|Notfunkbake|Notsender|Notsignal|Notsignale)',
      ],
      examples: ['gibt es einen Mann über Bord', 'ist jemand über Bord gegangen', 'gibt es eine Seenotfunkbake', 'haben wir Notsignale'],
    },
  },
  slotWords: {
    // "Bordbatterie", "Verbraucherbatterie", "Versorgungsbatterie": the house bank; "Starterbatterie": the start bank
    bank: {
      bord: 'house',
      verbraucher: 'house',
      versorgungs: 'house',
      versorgung: 'house',
      service: 'house',
      haus: 'house',
      wohn: 'house',
      starter: 'start',
      start: 'start',
      motor: 'start',
      maschinen: 'start',
      boots: null,
      haupt: null,
    },
    engine: { backbord: 'port', steuerbord: 'starboard', mittel: 'center', haupt: null, boots: null },
    tank: {
      diesel: 'fuel',
      kraftstoff: 'fuel',
      sprit: 'fuel',
      benzin: 'fuel',
      treibstoff: 'fuel',
      wasser: 'freshWater',
      frischwasser: 'freshWater',
      trinkwasser: 'freshWater',
      grauwasser: 'wasteWater',
      abwasser: 'wasteWater',
      schmutzwasser: 'wasteWater',
      schwarzwasser: 'blackWater',
      fäkalien: 'blackWater',
      faekalien: 'blackWater',
      fäkal: 'blackWater',
      gas: 'gas',
      öl: 'lubrication',
      oel: 'lubrication',
    },
  },
  focus: { engine: { state: [], revolutions: [], coolantTemperature: [], oilPressure: [], runTime: [] }, window: {} },
};
