/**
 * Dutch Assist sentences, in the words Dutch and Flemish sailors use ("onder de kiel", "de
 * dieptemeter", "de accu", "het volgende waypoint", "de barometer"). Shapes of Home Assistant's own
 * Dutch intents are avoided: "wat is het weer", "hoe warm is het", "wat is de temperatuur", "wat is de
 * status van {name}", "zet ... aan". Dutch writes boat parts as compounds, so a slot may sit inside a
 * word: "{bank}accu" hears "startaccu" (slot "start"), "{engine}motor" hears "bakboordmotor",
 * "{tank}tank" hears "dieseltank". test/ha/assist-sentences.test.ts checks HA's whole Dutch grammar
 * against these.
 */
import type { LanguageVocabulary } from './index.js';

const AAN_BOORD = '[aan boord|op de boot]';
const NU = '[nu|op dit moment]';
const BUURT = '(in de buurt|om ons heen|rondom ons|in zicht)';

export const nl: LanguageVocabulary = {
  language: 'nl',
  description:
    'Beheerd door signalk-assist: beantwoordt een vraag over de boot met gegevens uit SignalK. Wijzigingen hier worden overschreven; zet de Assist-optie uit om dit te verwijderen.',
  apology: 'Sorry, de boot antwoordde niet op tijd.',
  words: {},
  families: {
    battery: {
      title: 'accu',
      frames: [
        `hoe (staat|staan) (de accu|het accupakket|de accu's|de accus) (ervoor|erbij) ${AAN_BOORD}`,
        `hoe vol (is de accu|zijn de accu's|zijn de accus) ${AAN_BOORD}`,
        `(wat is|hoe is) (de accustand|de accuspanning|de lading van de accu|de laadtoestand van de accu) ${AAN_BOORD}`,
        `(accustand|accustatus|laadtoestand van de accu) ${AAN_BOORD}`,
        'hoeveel lading (zit er nog in|heeft) de accu',
        'hoe vol is de {bank}accu',
        'hoe staat de {bank}accu (ervoor|erbij)',
      ],
      examples: [
        'hoe staat de accu ervoor',
        'hoe vol is de accu',
        "hoe vol zijn de accu's",
        'wat is de accustand',
        'accustand',
        'hoeveel lading zit er nog in de accu',
        'hoe vol is de startaccu',
        'hoe staat de huishoudaccu ervoor',
      ],
    },
    depth: {
      title: 'diepte',
      frames: [
        `hoe diep is het [hier|${NU}|onder ons|onder de kiel]`,
        'hoeveel water (hebben we|staat er|is er) onder de (kiel|boot)',
        '(wat zegt|wat geeft) de (dieptemeter|dieptesensor|echolood) [aan]',
        `(wat is|hoe is) de (diepte|waterdiepte) [hier|${NU}]`,
        '(diepte|water) onder de kiel',
      ],
      examples: ['hoe diep is het', 'hoe diep is het hier', 'hoeveel water hebben we onder de kiel', 'wat zegt de dieptemeter', 'wat is de waterdiepte', 'diepte onder de kiel'],
    },
    wind: {
      title: 'wind',
      frames: [
        `(hoe hard|hoe sterk) (waait het|is de wind|waait de wind) ${NU}`,
        `hoeveel wind staat er ${NU}`,
        '(waar komt de wind vandaan|uit welke richting waait de wind|uit welke hoek komt de wind)',
        '(wat is|hoe is) de (ware|schijnbare) wind',
        '(wat is|hoe is) de (windkracht|windrichting|windsnelheid)',
        '(windkracht|windrichting|windsnelheid)',
      ],
      examples: ['hoe hard waait het', 'hoeveel wind staat er', 'waar komt de wind vandaan', 'wat is de schijnbare wind', 'wat is de windkracht', 'windrichting'],
    },
    position: {
      title: 'positie',
      frames: [`waar (zijn|liggen|varen) we ${NU}`, '(wat is|geef me|noem) (onze|de) positie', 'onze positie'],
      examples: ['waar zijn we', 'waar zijn we nu', 'wat is onze positie', 'onze positie'],
    },
    coordinates: {
      title: 'coördinaten',
      frames: [
        '(wat zijn|geef me|noem) (onze|de) (coördinaten|coordinaten)',
        '(wat is|geef me|noem) (onze|de) (exacte positie|positie voor een mayday)',
        '(wat zijn|geef me) (onze|de) (breedte en lengte|breedtegraad en lengtegraad)',
        '[onze] (coördinaten|coordinaten|exacte positie|positie voor een mayday|breedte en lengte|breedtegraad en lengtegraad)',
      ],
      examples: ['wat zijn onze coördinaten', 'geef me onze coördinaten', 'wat is onze exacte positie', 'exacte positie', 'breedte en lengte', 'onze positie voor een mayday'],
    },
    speed_heading: {
      title: 'snelheid en koers',
      frames: [
        `hoe snel (gaan|varen|zeilen) we ${NU}`,
        '(wat is|hoe is) (onze|de) (snelheid|koers|stuurkoers|snelheid over de grond|koers over de grond|koers en snelheid|snelheid en koers)',
        `hoeveel knopen (lopen|varen|doen|halen) we ${NU}`,
        '(welke koers|wat voor koers) (varen|sturen|zeilen|houden) we',
        'in welke richting (varen|gaan|zeilen) we',
      ],
      examples: ['hoe snel gaan we', 'wat is onze snelheid', 'hoeveel knopen lopen we', 'welke koers varen we', 'wat is de koers over de grond', 'in welke richting varen we'],
    },
    alarms: {
      title: 'alarmen',
      frames: [
        `(zijn er|hebben we) [actieve] (alarmen|waarschuwingen|meldingen) ${AAN_BOORD}`,
        `welke (alarmen|waarschuwingen|meldingen) (zijn er|zijn actief|staan er) ${AAN_BOORD}`,
        'is alles (in orde|goed|oké|oke|ok) (aan boord|op de boot|met de boot)',
        'is er iets (mis|aan de hand) (aan boord|op de boot|met de boot)',
        `actieve (alarmen|meldingen) ${AAN_BOORD}`,
      ],
      examples: [
        'zijn er alarmen',
        'hebben we actieve waarschuwingen aan boord',
        'welke alarmen zijn er',
        'is alles in orde aan boord',
        'is er iets mis met de boot',
        'actieve alarmen',
      ],
    },
    route: {
      title: 'volgend waypoint',
      frames: [
        '(wat is|waar is|welk is) (het volgende|ons volgende) (waypoint|routepunt)',
        'hoe (ver|lang) (is het|duurt het) [nog] (naar|tot) het volgende (waypoint|routepunt)',
        '(wanneer|hoe laat) (komen we aan|zijn we er|zijn we bij het volgende waypoint)',
        '(waar gaan we naartoe|waar varen we naartoe|waar gaan we heen|waar varen we heen)',
        '(hoe lang|hoe ver) nog',
        '(wat is|hoe laat is) (de|onze) (verwachte aankomsttijd|aankomsttijd|aankomst|eta)',
        '(wat is|welke is) de actieve route',
      ],
      examples: [
        'wat is het volgende waypoint',
        'hoe ver is het naar het volgende waypoint',
        'wanneer komen we aan',
        'waar gaan we naartoe',
        'hoe lang nog',
        'wat is de verwachte aankomsttijd',
      ],
    },
    local_time: {
      title: 'lokale tijd aan boord',
      frames: [
        'hoe laat is het (aan boord|hier|op de boot|waar we zijn)',
        '(wat is|hoe laat is het in) de (lokale tijd|plaatselijke tijd|boordtijd|scheepstijd)',
        'in welke tijdzone (zijn|zitten|liggen) we',
        '(wat is|welke is) (de|onze) (tijdzone|lokale tijdzone)',
      ],
      examples: ['hoe laat is het aan boord', 'hoe laat is het hier', 'wat is de lokale tijd', 'in welke tijdzone zijn we', 'wat is de tijdzone'],
    },
    ais: {
      title: 'AIS-verkeer',
      frames: [
        `(is er|zijn er) (verkeer|scheepvaart|schepen|boten|een schip|een boot) ${BUURT}`,
        `welke (schepen|boten) (zijn er|varen er|liggen er) ${BUURT}`,
        '(wat staat er|wat is er|wat zie je) op [de] AIS',
        '(is er|zit er|ligt er) (iemand|een schip|iets) op ramkoers',
        '(zijn er|is er) AIS doelen',
      ],
      examples: ['is er verkeer in de buurt', 'zijn er schepen om ons heen', 'welke schepen varen er in de buurt', 'wat staat er op de AIS', 'is er iemand op ramkoers'],
    },
    tanks: {
      title: 'tanks',
      frames: [
        `hoe vol zijn de tanks ${AAN_BOORD}`,
        `(wat is|hoe is) de (tankinhoud|tankstand|stand van de tanks) ${AAN_BOORD}`,
        `(tankinhoud|tankstanden|stand van de tanks) ${AAN_BOORD}`,
        `hoeveel (diesel|brandstof|benzine|water|drinkwater|zoet water|grijswater|grijs water|vuilwater|zwartwater|zwart water) (hebben we|is er) [nog] ${AAN_BOORD}`,
        'hoe vol is de {tank}tank',
        'hoeveel zit er [nog] in de {tank}tank',
      ],
      examples: ['hoe vol zijn de tanks', 'wat is de tankinhoud', 'tankstanden', 'hoeveel diesel hebben we nog', 'hoeveel water is er nog', 'hoe vol is de vuilwatertank'],
    },
    engine: {
      title: 'motor',
      frames: [
        `hoe (draait|loopt) de motor ${NU}`,
        `hoe (draaien|lopen) de motoren ${NU}`,
        '(wat is|hoe is) de (motorstatus|toestand van de motor|toestand van de motoren)',
        '(motorstatus|motorgegevens|draaiuren)',
        'hoe (draait|loopt) de {engine}motor',
        '(wat doet|hoe is) de {engine}motor',
      ],
      examples: ['hoe draait de motor', 'hoe lopen de motoren', 'wat is de motorstatus', 'motorgegevens', 'hoe draait de bakboordmotor', 'wat doet de stuurboordmotor'],
    },
    barometer: {
      title: 'barometer',
      frames: [
        '(wat zegt|wat geeft|hoe staat) de barometer [aan]',
        `(wat is|hoe is|hoe hoog is) de luchtdruk ${AAN_BOORD}`,
        '(stijgt|daalt|zakt) de (barometer|luchtdruk)',
        `(barometer|barometerstand|luchtdruk) ${AAN_BOORD}`,
      ],
      examples: ['wat zegt de barometer', 'hoe staat de barometer', 'daalt de barometer', 'wat is de luchtdruk', 'barometerstand'],
    },
    water_temperature: {
      title: 'watertemperatuur',
      frames: [
        '(wat is|hoe hoog is) de (watertemperatuur|zeewatertemperatuur|zeetemperatuur)',
        'wat is de temperatuur van (het water|het zeewater|de zee)',
        'hoe (warm|koud) is (het water|het zeewater|de zee) [nu|vandaag|hier]',
        '(watertemperatuur|zeewatertemperatuur|zeetemperatuur)',
      ],
      examples: ['wat is de watertemperatuur', 'wat is de temperatuur van het water', 'hoe warm is het water', 'hoe koud is de zee', 'watertemperatuur'],
    },
    anchor: {
      title: 'ankerwacht',
      frames: [
        '(krabben|drijven|verlijeren) we [van ons anker|van het anker]',
        '(krabt|houdt|grijpt) (het|ons) anker [nog]',
        'hoe (staat|ligt|zit) (het|ons) anker [erbij|ervoor]',
        'hoe ver (zijn we|is de boot|liggen we) (van|vanaf) (het|ons) anker',
        'waar (ligt|is) (het|ons) anker',
        '(ankerwacht|ankeralarm|ankerstatus)',
      ],
      examples: ['krabben we', 'houdt het anker', 'hoe staat het anker ervoor', 'ankerwacht', 'hoe ver zijn we van het anker', 'krabt ons anker', 'waar ligt het anker'],
    },

    // De afgelopen uren.
    wind_history: {
      title: 'sterkste vlaag',
      frames: [
        'wat was de (sterkste|hoogste|zwaarste) (windvlaag|vlaag) [vandaag|vannacht|het afgelopen uur]',
        'hoe hard waren de (windvlagen|vlagen) [vandaag|vannacht|het afgelopen uur]',
        'wat was de gemiddelde wind [vandaag|vannacht|het afgelopen uur]',
        '(sterkste|hoogste|zwaarste) (windvlaag|vlaag) [vandaag|vannacht|het afgelopen uur]',
      ],
      examples: ['wat was de sterkste vlaag', 'hoe hard waren de vlagen vannacht', 'wat was de gemiddelde wind het afgelopen uur', 'zwaarste windvlaag vandaag'],
    },
    battery_history: {
      title: 'accu vannacht',
      frames: [
        'hoe ver is de accu [vannacht|vandaag] (gezakt|gedaald)',
        'wat was de laagste (lading|spanning) van de accu [vannacht|vandaag]',
        'hoeveel energie hebben we [vannacht|vandaag] verbruikt',
      ],
      examples: ['hoe ver is de accu vannacht gezakt', 'wat was de laagste lading van de accu', 'hoeveel energie hebben we vannacht verbruikt'],
    },
    depth_history: {
      title: 'minste diepte',
      frames: [
        'wat was de (minste|kleinste|laagste|minimale) diepte [vannacht|vandaag|bij laagwater]',
        'hoe ondiep was het [vannacht|vandaag|bij laagwater]',
        '(minste|minimale) diepte [vannacht|vandaag|bij laagwater]',
      ],
      examples: ['wat was de minste diepte', 'hoe ondiep was het bij laagwater', 'minimale diepte vannacht'],
    },
    // How pressure and temperature changed; "is the pressure falling" stays the barometer's.
    air_history: {
      title: 'luchtdruk en temperatuur',
      frames: [
        'hoe is de (luchtdruk|temperatuur|barometer) [vandaag|vannacht|de afgelopen uren] veranderd',
        'hoeveel is de luchtdruk [vandaag|vannacht|de afgelopen uren] (gedaald|gezakt|gestegen)',
        'wordt het [buiten] (kouder|warmer)',
      ],
      examples: ['hoe is de luchtdruk vandaag veranderd', 'hoeveel is de luchtdruk vannacht gedaald', 'wordt het buiten kouder'],
    },

    man_overboard: {
      title: 'man over boord',
      frames: [
        '(is er|hebben we) [een] man over boord',
        'is er iemand overboord [gevallen|geslagen]',
        '(is er|zijn er|hebben we) [een] (noodbaken|noodbakens|noodsignaal|noodsignalen)',
      ],
      examples: ['is er een man over boord', 'is er iemand overboord gevallen', 'is er een noodbaken', 'zijn er noodsignalen'],
    },
  },
  slotWords: {
    // "huishoudaccu", "boordaccu", "verbruikersaccu", "service accu": the house bank; "startaccu", "motoraccu": the start bank
    bank: {
      huishoud: 'house',
      boord: 'house',
      verbruikers: 'house',
      verbruik: 'house',
      service: 'house',
      huis: 'house',
      start: 'start',
      motor: 'start',
      hoofd: null,
      boot: null,
    },
    engine: { bakboord: 'port', stuurboord: 'starboard', midden: 'center', hoofd: null, boot: null },
    tank: {
      diesel: 'fuel',
      brandstof: 'fuel',
      benzine: 'fuel',
      water: 'freshWater',
      drinkwater: 'freshWater',
      zoetwater: 'freshWater',
      'zoet water': 'freshWater',
      grijswater: 'wasteWater',
      'grijs water': 'wasteWater',
      afvalwater: 'wasteWater',
      vuilwater: 'blackWater',
      'zwart water': 'blackWater',
      zwartwater: 'blackWater',
      fecaliën: 'blackWater',
      fecalien: 'blackWater',
      olie: 'lubrication',
      gas: 'gas',
    },
  },
  focus: { engine: { state: [], revolutions: [], coolantTemperature: [], oilPressure: [], runTime: [] }, window: {} },
};
